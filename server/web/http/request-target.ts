// Which request targets the app serves at all: origin-form only ("/path"). An absolute-form target
// ("GET http://host/...") or one starting "//" could be mistaken for another host's URL by anything below.

export function isOriginForm(url: string): boolean {
  return url.startsWith("/") && !url.startsWith("//");
}
