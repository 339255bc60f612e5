// Fictional demo values (docs/architecture.md).

export const CHARITY_CONTACT = {
  name: "社團法人恆心慈善協會",
  phone: "04-2328-5566",
  phoneHref: "tel:+886423285566",
  address: "台中市西區民權路 312 號 5 樓",
  partner: { label: "合作夥伴：中部公益平台", href: "https://www.example.org/charity-partners" },
} as const;
