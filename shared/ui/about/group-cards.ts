// Fictional names and addresses under the reserved .example domain.
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

const GROUPS: [title: string, ...links: [label: string, href: string][]][] = [
  [
    "金融保險",
    ["恆岳保險經紀人", "https://insurance.hengyue-group.example/"],
    ["恆岳資產管理顧問", "https://www.hengyue-group.example/"],
  ],
  [
    "創投私募",
    ["恆岳創業投資", "https://ventures.hengyue-group.example/"],
    ["恆岳私募股權基金", "https://pe.hengyue-group.example/"],
  ],
  [
    "金融科技",
    ["恆岳金融科技", "https://fintech.hengyue-group.example/"],
    ["阿爾法智能理財", "https://alpha-advisor.example/"],
  ],
  [
    "健康蔬食",
    ["禾心蔬食餐廳", "https://veggie.hengyue-group.example/"],
    ["禾心有機市集", "https://market.hengyue-group.example/"],
  ],
  [
    "不動產與土地開發",
    ["恆岳不動產開發", "https://estate.hengyue-group.example/"],
    ["恆岳建築經理", "https://build.hengyue-group.example/"],
  ],
  [
    "健康科技",
    ["恆岳健康科技", "https://health.hengyue-group.example/"],
    ["樂齡智慧照護平台", "https://care.hengyue-group.example/"],
  ],
  [
    "慈善公益",
    ["恆心慈善協會", "https://charity.hengyue-group.example/"],
    ["恆岳佛學文化基金會", "https://culture.hengyue-group.example/"],
  ],
  [
    "社團",
    ["恆岳青年企業家聯誼會", "https://youth.hengyue-group.example/"],
    ["恆岳登山健行社", "https://hiking.hengyue-group.example/"],
  ],
];

export const GROUP_CARDS: GroupCard[] = GROUPS.map(([title, ...links], index) => ({
  id: index + 1,
  title,
  icon: siteMedia(`site-group-icon-${index + 1}.webp`),
  links: links.map(([label, href]) => ({ label, href })),
}));
