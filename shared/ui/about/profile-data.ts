// Static content; every person and company name is fictional.

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

// Rows of [company, title(, second line)]; ids follow the order, as the entries have none of their own.
export const CURRENT_POSITIONS: CurrentPosition[] = (
  [
    ["恆岳資產管理顧問股份有限公司", "董事長"],
    ["恆岳保險經紀人股份有限公司", "董事長"],
    ["恆岳創業投資股份有限公司", "董事長"],
    ["恆岳私募股權基金管理有限公司", "執行合夥人"],
    ["恆岳金融科技股份有限公司", "董事"],
    ["阿爾法智能理財顧問股份有限公司", "董事長"],
    ["禾心蔬食股份有限公司", "董事"],
    ["恆岳不動產開發股份有限公司", "董事長"],
    ["恆岳健康科技股份有限公司", "董事"],
    ["社團法人恆心慈善協會", "理事長"],
    ["財團法人恆岳佛學文化基金會", "董事"],
    ["恆岳青年企業家聯誼會", "榮譽會長"],
  ] as const
).map(([companyName, title], index) => ({ id: index + 1, companyName, title }));

export const PAST_EXPERIENCE: PastExperience[] = (
  [
    ["瑞峰國際私人銀行", "資深私人銀行家", "新加坡分行"],
    ["瑞峰國際私人銀行", "家族財富規劃主管", "香港分行"],
    ["澄海信託商業銀行", "協理", "財富管理處"],
    ["澄海信託商業銀行", "理財專員"],
    ["聯晟證券投資顧問股份有限公司", "經理", "投資研究部"],
    ["華岱人壽保險股份有限公司", "處經理", "中區通訊處"],
    ["泰亨國際財務顧問有限公司", "副總經理"],
    ["宏境資產管理股份有限公司", "投資長"],
    ["新嶺投資控股股份有限公司", "董事"],
    ["益川聯合會計師事務所", "資深顧問", "國際稅務組"],
    ["中部家族企業傳承研究會", "理事"],
    ["恆岳資產管理顧問股份有限公司", "總經理"],
    ["青峰大學推廣教育中心", "兼任講師", "財富管理學分班"],
  ] as const
).map(([company, title, distributed], index) => ({ id: index + 1, company, title, distributed }));

export const BOOK: BookDetails = {
  title: "私人銀行與境外規劃實務",
  publisher: "恆岳資產管理顧問股份有限公司",
  publishedOn: "2008年3月",
  outline: ["一、私人銀行的服務架構與選擇", "二、境外公司、信託與基金會的規劃要點", "三、跨境資產傳承與稅務風險管理"],
};
