import { expect, test } from "vitest";
import { isPrivateAddress } from "../../../../server/web/images/private-address.js";

test.each([
  "127.0.0.1",
  "127.1.2.3",
  "10.0.0.1",
  "172.16.5.4",
  "192.168.1.1",
  "169.254.169.254",
  "100.64.0.1",
  "0.0.0.0",
  "224.0.0.1",
  "::1",
  "::",
  "[::1]",
  "fe80::1",
  "fd00::1",
  "::ffff:127.0.0.1",
  "::ffff:7f00:1",
  "0:0:0:0:0:ffff:7f00:1",
  "::ffff:a9fe:a9fe",
  "64:ff9b::10.0.0.1",
  "::127.0.0.1",
  "not-an-ip",
])("%s is private or reserved", (address) => {
  expect(isPrivateAddress(address)).toBe(true);
});

test.each(["8.8.8.8", "93.184.216.34", "2606:4700::1111", "::ffff:8.8.8.8"])("%s is public", (address) => {
  expect(isPrivateAddress(address)).toBe(false);
});
