// A small W3C WebDriver (classic) client over fetch, enough for the WebKit suite: WebDriver is plain
// HTTP+JSON (https://www.w3.org/TR/webdriver2/), so no client library is needed for these commands.

/** The W3C key under which an element reference travels. */
export const ELEMENT_KEY = "element-6066-11e4-a52e-4f735466cecf";

export interface ElementRef {
  [ELEMENT_KEY]: string;
}

/** One action source of `performActions` (a pointer or keys), as the spec writes it. */
export interface ActionSource {
  type: "pointer" | "key" | "none";
  id: string;
  parameters?: { pointerType: "mouse" | "pen" | "touch" };
  actions: Record<string, unknown>[];
}

export interface WebDriverSession {
  navigate(url: string): Promise<void>;
  back(): Promise<void>;
  currentUrl(): Promise<string>;
  /** Runs a function body in the page (`arguments` holds `args`); a returned promise is awaited. */
  execute(body: string, ...args: unknown[]): Promise<unknown>;
  find(css: string): Promise<ElementRef>;
  findAll(css: string): Promise<ElementRef[]>;
  click(element: ElementRef): Promise<void>;
  sendKeys(element: ElementRef, text: string): Promise<void>;
  /** The accessible name the browser computes for the element. */
  computedLabel(element: ElementRef): Promise<string>;
  /** The element's rendered text (what `innerText` gives), read without the page's JavaScript. */
  text(element: ElementRef): Promise<string>;
  setWindowSize(width: number, height: number): Promise<void>;
  windowHandles(): Promise<string[]>;
  switchToWindow(handle: string): Promise<void>;
  closeWindow(): Promise<void>;
  performActions(actions: ActionSource[]): Promise<void>;
  end(): Promise<void>;
}

interface Answer {
  value?: unknown;
}

/** Sends one command; a W3C error answer throws with its error code and message. */
async function command(url: string, method: "GET" | "POST" | "DELETE", body?: unknown): Promise<unknown> {
  const response = await fetch(url, {
    method,
    headers: body === undefined ? undefined : { "content-type": "application/json; charset=utf-8" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as Answer;
  const value = answer.value;
  if (!response.ok) {
    const error = typeof value === "object" && value !== null ? value : {};
    const code = "error" in error ? String(error.error) : String(response.status);
    const message = "message" in error ? String(error.message) : "";
    throw new Error(`WebDriver ${method} ${new URL(url).pathname}: ${code} ${message}`);
  }
  return value;
}

function elementRef(value: unknown): ElementRef {
  if (typeof value === "object" && value !== null && ELEMENT_KEY in value) {
    return { [ELEMENT_KEY]: String(value[ELEMENT_KEY]) };
  }
  throw new Error(`not an element reference: ${JSON.stringify(value)}`);
}

export async function startSession(driverUrl: string, capabilities: object): Promise<WebDriverSession> {
  const created = await command(`${driverUrl}/session`, "POST", { capabilities: { alwaysMatch: capabilities } });
  const id = typeof created === "object" && created !== null && "sessionId" in created ? created.sessionId : null;
  if (typeof id !== "string") throw new Error(`no session id in ${JSON.stringify(created)}`);
  const base = `${driverUrl}/session/${id}`;
  const element = (ref: ElementRef) => `${base}/element/${ref[ELEMENT_KEY]}`;
  return {
    navigate: async (url) => void (await command(`${base}/url`, "POST", { url })),
    back: async () => void (await command(`${base}/back`, "POST", {})),
    currentUrl: async () => String(await command(`${base}/url`, "GET")),
    execute: (body, ...args) => command(`${base}/execute/sync`, "POST", { script: body, args }),
    find: async (css) => elementRef(await command(`${base}/element`, "POST", { using: "css selector", value: css })),
    findAll: async (css) => {
      const found = await command(`${base}/elements`, "POST", { using: "css selector", value: css });
      return Array.isArray(found) ? found.map(elementRef) : [];
    },
    click: async (ref) => void (await command(`${element(ref)}/click`, "POST", {})),
    sendKeys: async (ref, text) => void (await command(`${element(ref)}/value`, "POST", { text })),
    computedLabel: async (ref) => String(await command(`${element(ref)}/computedlabel`, "GET")),
    text: async (ref) => String(await command(`${element(ref)}/text`, "GET")),
    setWindowSize: async (width, height) => void (await command(`${base}/window/rect`, "POST", { width, height })),
    windowHandles: async () => {
      const handles = await command(`${base}/window/handles`, "GET");
      return Array.isArray(handles) ? handles.map(String) : [];
    },
    switchToWindow: async (handle) => void (await command(`${base}/window`, "POST", { handle })),
    closeWindow: async () => void (await command(`${base}/window`, "DELETE")),
    performActions: async (actions) => {
      await command(`${base}/actions`, "POST", { actions });
      await command(`${base}/actions`, "DELETE");
    },
    end: async () => void (await command(base, "DELETE")),
  };
}
