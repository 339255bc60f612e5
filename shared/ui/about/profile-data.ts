// The consultant profile on /about (static content; every person and company name is fictional).

export interface CurrentPosition {
  id: number;
  companyName: string;
  title: string;
}

export interface PastExperience {
  id: number;
  company: string;
  /** A second line under the company (a branch or posting). */
  distributed?: string;
  title: string;
}

export interface BookDetails {
  title: string;
  publisher: string;
  publishedOn: string;
  outline: readonly string[];
}

export const CONSULTANT = { name: "林致遠", role: "恆岳集團創辦人・私人銀行與家族資產規劃顧問" } as const;

// Ids are generated from the order, as the entries have no id of their own.
const withIds = <T extends object>(list: T[]): (T & { id: number })[] =>
  list.map((entry, index) => ({ ...entry, id: index + 1 }));

export const CURRENT_POSITIONS: CurrentPosition[] = withIds([
  { companyName: "恆岳資產管理顧問股份有限公司", title: "董事長" },
  { companyName: "恆岳保險經紀人股份有限公司", title: "董事長" },
  { companyName: "恆岳創業投資股份有限公司", title: "董事長" },
  { companyName: "恆岳私募股權基金管理有限公司", title: "執行合夥人" },
  { companyName: "恆岳金融科技股份有限公司", title: "董事" },
  { companyName: "阿爾法智能理財顧問股份有限公司", title: "董事長" },
  { companyName: "禾心蔬食股份有限公司", title: "董事" },
  { companyName: "恆岳不動產開發股份有限公司", title: "董事長" },
  { companyName: "恆岳健康科技股份有限公司", title: "董事" },
  { companyName: "社團法人恆心慈善協會", title: "理事長" },
  { companyName: "財團法人恆岳佛學文化基金會", title: "董事" },
  { companyName: "恆岳青年企業家聯誼會", title: "榮譽會長" },
]);

export const PAST_EXPERIENCE: PastExperience[] = withIds([
  { company: "瑞峰國際私人銀行", distributed: "新加坡分行", title: "資深私人銀行家" },
  { company: "瑞峰國際私人銀行", distributed: "香港分行", title: "家族財富規劃主管" },
  { company: "澄海信託商業銀行", distributed: "財富管理處", title: "協理" },
  { company: "澄海信託商業銀行", title: "理財專員" },
  { company: "聯晟證券投資顧問股份有限公司", distributed: "投資研究部", title: "經理" },
  { company: "華岱人壽保險股份有限公司", distributed: "中區通訊處", title: "處經理" },
  { company: "泰亨國際財務顧問有限公司", title: "副總經理" },
  { company: "宏境資產管理股份有限公司", title: "投資長" },
  { company: "新嶺投資控股股份有限公司", title: "董事" },
  { company: "益川聯合會計師事務所", distributed: "國際稅務組", title: "資深顧問" },
  { company: "中部家族企業傳承研究會", title: "理事" },
  { company: "恆岳資產管理顧問股份有限公司", title: "總經理" },
  { company: "青峰大學推廣教育中心", distributed: "財富管理學分班", title: "兼任講師" },
]);

export const BOOK: BookDetails = {
  title: "私人銀行與境外規劃實務",
  publisher: "恆岳資產管理顧問股份有限公司",
  publishedOn: "2008年3月",
  outline: ["一、私人銀行的服務架構與選擇", "二、境外公司、信託與基金會的規劃要點", "三、跨境資產傳承與稅務風險管理"],
};
