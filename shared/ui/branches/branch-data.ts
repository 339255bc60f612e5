// Fictional phones and addresses; the main office matches the footer's company contact.
import { paths } from "../../lib/paths.js";
import { COMPANY } from "../layout/company-contact.js";
import { siteMedia } from "../../lib/site-media.js";

export interface Branch {
  id: string;
  name: string;
  photo: string;
  phone: string;
  phoneHref: string;
  address: string;
  detailsHref: string | null;
}

export const BRANCHES: Branch[] = [
  {
    id: "taichung",
    name: "台中總公司",
    photo: siteMedia("site-branch-taichung.webp"),
    phone: COMPANY.phone,
    phoneHref: COMPANY.phoneHref,
    address: COMPANY.address,
    detailsHref: paths.branch1,
  },
  {
    id: "taipei",
    name: "台北分公司",
    photo: siteMedia("site-branch-taipei.webp"),
    phone: "02-2758-3300",
    phoneHref: "tel:+886227583300",
    address: "台北市信義區松高路 168 號 9 樓",
    detailsHref: null,
  },
  {
    id: "kaohsiung",
    name: "高雄分公司",
    photo: siteMedia("site-branch-kaohsiung.webp"),
    phone: "07-536-2200",
    phoneHref: "tel:+88675362200",
    address: "高雄市前鎮區成功二路 58 號 20 樓",
    detailsHref: null,
  },
];
