// docs/deploying.md's commands and the kit in step: every file, unit, built command and folder the doc's
// shell lines name exists in deploy/ or the build, and the folders the units and the env example name agree.
import { existsSync, readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { docCommandLines, unitSettings } from "./deploy-kit-reading.js";

const lines = docCommandLines();
const text = lines.join("\n");
const unit = unitSettings(readFileSync("deploy/website@.service", "utf8"));
const backupUnit = unitSettings(readFileSync("deploy/website-backup.service", "utf8"));
const envExample = readFileSync("deploy/website.env.example", "utf8");

test("every kit file the doc copies or installs is in deploy/", () => {
  const named = [...text.matchAll(/\/srv\/website\/(deploy\/[\w@.-]+)/g)].map((m) => m[1] ?? "");
  expect(named.length).toBeGreaterThanOrEqual(5);
  for (const file of named) expect(existsSync(file), file).toBe(true);
  // Every unit file in deploy/ is installed by the doc.
  for (const file of ["deploy/website@.service", "deploy/website-backup.service", "deploy/website-backup.timer"])
    expect(named, file).toContain(file);
});

test("every unit the doc enables, stops or starts is a unit of the kit", () => {
  const units = lines
    .filter((line) => line.startsWith("systemctl "))
    .flatMap((line) => line.split(/\s+/).filter((word) => /^website/.test(word)));
  expect(units).toContain("website-backup.timer");
  for (const name of units) {
    const file = name.replace(/@\d+$/, "@").replace(/@$/, "@.service");
    expect(existsSync(`deploy/${file.includes(".") ? file : `${file}.service`}`), name).toBe(true);
  }
});

test("every built command the doc runs is built, and the units run the same paths", () => {
  const built = [...text.matchAll(/dist\/server\/[\w/-]+\.js/g)].map((m) => m[0]);
  const units = [unit.one("ExecStart"), backupUnit.one("ExecStart")].join("\n");
  for (const file of [...built, ...units.matchAll(/dist\/server\/[\w/-]+\.js/g)].map(String))
    expect(existsSync(file), file).toBe(true);
  for (const line of lines.filter((l) => l.includes(" dist/server/")))
    expect(line, "run as the service user with its settings").toMatch(
      /^runuser -u website -- node --env-file=\/etc\/website\/website\.env dist\//,
    );
});

test("the doc, the units and the env example name the same user, folders and files", () => {
  expect(unit.one("User")).toBe("website");
  expect(backupUnit.one("User")).toBe("website");
  expect(text).toMatch(/^useradd .* website$/m);
  expect(unit.one("EnvironmentFile")).toBe("/etc/website/website.env");
  expect(backupUnit.one("EnvironmentFile")).toBe("/etc/website/website.env");
  expect(text).toContain("/srv/website/deploy/website.env.example /etc/website/website.env");
  expect(unit.one("WorkingDirectory")).toBe("/srv/website");
  expect(text).toContain("git clone https://github.com/OWNER/website.git /srv/website");
  // The database in the state folder systemd makes, the image cache in the cache folder; backups beside.
  const state = `/var/lib/${unit.one("StateDirectory")}`;
  expect(envExample).toMatch(new RegExp(`^#CONTENT_DB=${state}/`, "m"));
  expect(envExample).toMatch(new RegExp(`^IMAGE_CACHE_DIR=/var/cache/${unit.one("CacheDirectory")}/`, "m"));
  expect(backupUnit.one("ExecStart")).toContain(`--out ${state}/backups/`);
  expect(backupUnit.one("ExecStartPost")).toContain(`${state}/backups `);
  expect(unit.all("ReadWritePaths")).toEqual([]);
});

test("nginx's one placeholder is the host name the doc's sed line fills, and its webroot is certbot's", () => {
  const nginx = readFileSync("deploy/nginx.conf", "utf8");
  expect(text).toContain(
    `sed "s/example\\.org/$DOMAIN/g" /srv/website/deploy/nginx.conf > /etc/nginx/conf.d/website.conf`,
  );
  expect(nginx).toContain("ssl_certificate /etc/letsencrypt/live/example.org/fullchain.pem;");
  const webroot = /location \^~ \/\.well-known\/acme-challenge\/ \{\s*root (\S+);/.exec(nginx)?.[1];
  expect(text).toContain(`certbot certonly --webroot -w ${webroot ?? "?"} `);
  // The page cache's parent folder exists on Debian: nginx makes the folder itself.
  expect(nginx).toMatch(/^proxy_cache_path \/var\/cache\/[\w-]+ /m);
});

test("the doc says where Node 26 comes from, and the unit runs that Node", () => {
  expect(text).toContain("https://deb.nodesource.com/setup_26.x");
  expect(text).toMatch(/^apt-get install -y nodejs$/m);
  expect(unit.one("ExecStart")).toMatch(/^\/usr\/bin\/node /);
  expect(readFileSync(".nvmrc", "utf8").trim()).toBe("26");
});
