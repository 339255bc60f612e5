// Issue 12 item 1, end to end with the built server: with PUBLIC_URL set, the embedded content service (started
// by the web server, which passes its environment on) gives the gateway the public origin's ReturnURL and
// OrderResultURL, and both work through the web server's proxy: the sandbox's server-to-server callback reaches
// the content service via the public origin and pays the order; the browser's post comes back as a 303.
import { afterAll, beforeAll, expect, test } from "vitest";
import { freePort, startServerProcess, waitFor, type ServerProcess } from "../fixtures/server-process.js";
import { normalDonation } from "../content-service/donation-bodies.js";
import { tempDbFile } from "../content-service/content-test-service.js";
import { formAction, hiddenFields } from "../content-service/form-html.js";

const temp = tempDbFile();
let server: ServerProcess;
let origin = "";
beforeAll(async () => {
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  server = startServerProcess(port, { PUBLIC_URL: origin, CONTENT_DB: temp.file, LOG_LEVEL: "info" });
  await waitFor("the server to be ready", async () => (await fetch(`${origin}/readyz`)).ok, 30_000);
}, 40_000);
afterAll(async () => {
  await server?.stop();
  temp.remove();
});

const postForm = (url: string, fields: Record<string, string>) =>
  fetch(new URL(url, `${origin}/api/payment-sandbox/`), {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });

test("ReturnURL and OrderResultURL on PUBLIC_URL, each answered through the proxy", async () => {
  const donation = await fetch(`${origin}/api/homepage/donate`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(normalDonation),
  });
  expect(donation.status).toBe(200);
  const form = hiddenFields(await donation.text());
  expect(form).toMatchObject({
    ReturnURL: `${origin}/api/payment/ecpay/return`,
    OrderResultURL: `${origin}/api/payment/ecpay/result`,
    ClientBackURL: `${origin}/charity4?id=1`,
  });
  const checkout = await (await postForm("checkout", form)).text();
  const done = await postForm("complete", { ...hiddenFields(checkout), SandboxResult: "success" });
  const resultPage = await done.text();
  const tradeNo = form.MerchantTradeNo;
  // The callback went out to the public origin and came back in through the web server's proxy.
  await waitFor("the order paid by ReturnURL", () =>
    server.logs.some((line) => line.msg === "donation paid" && line.tradeNo === tradeNo && line.by === "ReturnURL"),
  );
  expect(formAction(resultPage)).toBe(`${origin}/api/payment/ecpay/result`);
  const back = await postForm(formAction(resultPage) ?? "", hiddenFields(resultPage));
  expect(back.status).toBe(303);
  expect(back.headers.get("location")).toBe(`/charity4?id=1&order_no=${tradeNo}&status=success`);
});
