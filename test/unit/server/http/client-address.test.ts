import { IncomingMessage } from "node:http";
import { Socket } from "node:net";
import { expect, test } from "vitest";
import { clientAddress, compileTrust } from "../../../../server/web/http/client-address.js";

/** A request from `peer`, through proxies that appended `forwardedFor` (nearest last). */
function requestFrom(peer: string, forwardedFor?: string): IncomingMessage {
  const socket = new Socket();
  Object.defineProperty(socket, "remoteAddress", { value: peer });
  const req = new IncomingMessage(socket);
  if (forwardedFor !== undefined) req.headers["x-forwarded-for"] = forwardedFor;
  return req;
}

test("trusting nobody, the peer is the client whatever X-Forwarded-For says", () => {
  expect(clientAddress(requestFrom("203.0.113.9", "198.51.100.1"), compileTrust(false))).toBe("203.0.113.9");
});

test("a hop count believes that many proxies, nearest first", () => {
  const req = requestFrom("10.0.0.2", "198.51.100.1, 192.0.2.7");
  expect(clientAddress(req, compileTrust(1))).toBe("192.0.2.7");
  expect(clientAddress(req, compileTrust(2))).toBe("198.51.100.1");
  expect(clientAddress(req, compileTrust(true))).toBe("198.51.100.1");
});

test("a list believes only the proxies it names: a client cannot name itself past an untrusted hop", () => {
  const trust = compileTrust(["loopback"]);
  expect(clientAddress(requestFrom("127.0.0.1", "198.51.100.1"), trust)).toBe("198.51.100.1");
  expect(clientAddress(requestFrom("127.0.0.1", "198.51.100.1, 203.0.113.5"), trust)).toBe("203.0.113.5");
  expect(clientAddress(requestFrom("203.0.113.9", "198.51.100.1"), trust)).toBe("203.0.113.9");
});
