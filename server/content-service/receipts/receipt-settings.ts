// The association's details on receipts (docs/configuration.md): optional for the service, required by receipts.

export interface ReceiptSettings {
  associationName: string;
  registrationNo: string;
  taxNo: string;
  address: string;
  phone: string;
}

export const RECEIPT_SETTING_NAMES: Record<keyof ReceiptSettings, string> = {
  associationName: "RECEIPT_ASSOCIATION_NAME",
  registrationNo: "RECEIPT_REGISTRATION_NO",
  taxNo: "RECEIPT_TAX_NO",
  address: "RECEIPT_ADDRESS",
  phone: "RECEIPT_PHONE",
};

export function readReceiptSettings(read: (name: string, fallback: string) => string): ReceiptSettings {
  return {
    associationName: read(RECEIPT_SETTING_NAMES.associationName, ""),
    registrationNo: read(RECEIPT_SETTING_NAMES.registrationNo, ""),
    taxNo: read(RECEIPT_SETTING_NAMES.taxNo, ""),
    address: read(RECEIPT_SETTING_NAMES.address, ""),
    phone: read(RECEIPT_SETTING_NAMES.phone, ""),
  };
}

const FIELDS: readonly (keyof ReceiptSettings)[] = ["associationName", "registrationNo", "taxNo", "address", "phone"];

export function missingReceiptSettings(settings: ReceiptSettings): string[] {
  return FIELDS.filter((field) => settings[field] === "").map((field) => RECEIPT_SETTING_NAMES[field]);
}
