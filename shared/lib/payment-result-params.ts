// The address parameters of the payment result a visitor comes back with (?order_no=&status=&errmsg=, and
// monthly= after a monthly gift's first charge):
// the result box reads them, the sponsor pager drops them, and a page carrying one is never shared.

export const RESULT_PARAMS = ["order_no", "status", "errmsg", "monthly"] as const;
