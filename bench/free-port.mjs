// A loopback port free right now: fixed ports collide with another bench run on a shared machine.
import net from "node:net";

export const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = net.createServer().once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
