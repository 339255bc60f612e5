// The eight business groups of the Group Distribution section (static content; fictional names and
// addresses under the reserved .example domain).
import { siteMedia } from "../../lib/site-media.js";

export interface GroupLink {
  label: string;
  href: string;
}

export interface GroupCard {
  id: number;
  title: string;
  icon: string;
  links: GroupLink[];
}

const icon = (n: number) => siteMedia(`site-group-icon-${n}.svg`);

export const GROUP_CARDS: GroupCard[] = [
  {
    id: 1,
    title: "金融保險",
    icon: icon(1),
    links: [
      { label: "恆岳保險經紀人", href: "https://insurance.hengyue-group.example/" },
      { label: "恆岳資產管理顧問", href: "https://www.hengyue-group.example/" },
    ],
  },
  {
    id: 2,
    title: "創投私募",
    icon: icon(2),
    links: [
      { label: "恆岳創業投資", href: "https://ventures.hengyue-group.example/" },
      { label: "恆岳私募股權基金", href: "https://pe.hengyue-group.example/" },
    ],
  },
  {
    id: 3,
    title: "金融科技",
    icon: icon(3),
    links: [
      { label: "恆岳金融科技", href: "https://fintech.hengyue-group.example/" },
      { label: "阿爾法智能理財", href: "https://alpha-advisor.example/" },
    ],
  },
  {
    id: 4,
    title: "健康蔬食",
    icon: icon(4),
    links: [
      { label: "禾心蔬食餐廳", href: "https://veggie.hengyue-group.example/" },
      { label: "禾心有機市集", href: "https://market.hengyue-group.example/" },
    ],
  },
  {
    id: 5,
    title: "不動產與土地開發",
    icon: icon(5),
    links: [
      { label: "恆岳不動產開發", href: "https://estate.hengyue-group.example/" },
      { label: "恆岳建築經理", href: "https://build.hengyue-group.example/" },
    ],
  },
  {
    id: 6,
    title: "健康科技",
    icon: icon(6),
    links: [
      { label: "恆岳健康科技", href: "https://health.hengyue-group.example/" },
      { label: "樂齡智慧照護平台", href: "https://care.hengyue-group.example/" },
    ],
  },
  {
    id: 7,
    title: "慈善公益",
    icon: icon(7),
    links: [
      { label: "恆心慈善協會", href: "https://charity.hengyue-group.example/" },
      { label: "恆岳佛學文化基金會", href: "https://culture.hengyue-group.example/" },
    ],
  },
  {
    id: 8,
    title: "社團",
    icon: icon(8),
    links: [
      { label: "恆岳青年企業家聯誼會", href: "https://youth.hengyue-group.example/" },
      { label: "恆岳登山健行社", href: "https://hiking.hengyue-group.example/" },
    ],
  },
];
