// Fictional demo company.
export const COMPANY = {
  name: "恆岳資產管理顧問股份有限公司",
  shortName: "恆岳集團",
  phone: "04-2258-6600",
  phoneHref: "tel:+886422586600",
  address: "台中市西屯區市政北二路 238 號 15 樓",
  hours: "週一至週五 09:00–18:00",
} as const;
