// Route paths and href builders, so no component spells a URL by hand.

export const paths = {
  home: "/",
  article: (id: number) => `/article?id=${id}`,
  page: (id: number) => `/page?id=${id}`,
  page2: (id: number) => `/page2?id=${id}`,
  page3: (id: number) => `/page3?id=${id}`,
  /** Focus items link to /page{typeID}: 1 -> /page, 2 -> /page2, 3 -> /page3. */
  pageOfType: (typeId: number, id: number) => `/page${typeId === 1 ? "" : typeId}?id=${id}`,
  charity1: (charityId: number) => `/charity1?id=${charityId}`,
  charity2: (charityId: number) => `/charity2?id=${charityId}`,
  charity3: (charityId: number) => `/charity3?id=${charityId}`,
  charity4: (charityId: number, activityId?: number) =>
    activityId ? `/charity4?id=${charityId}&activityID=${activityId}` : `/charity4?id=${charityId}`,
  about: "/about",
  branchList: "/branchList",
  branch1: "/branch1",
  socialActivity: "/socialActivity",
  eliteRecruitment: "/eliteRecruitment",
  focusActivities: "/focusActivities",
  reward: "/reward",
  buddhismIntro: (id: number) => `/buddhismIntro?id=${id}`,
  buddhismLesson: (id: number) => `/buddhismLesson?id=${id}`,
  buddhism: "/buddhism",
  hallPage: (n: number) => `/buddhism${n}`,
  kryptoGo: "/KryptoGo",
  templateA: "/templateA",
  /** Without a number: the page's "not found" message. */
  atmTransfer: (orderNo?: string) =>
    orderNo === undefined ? "/donation/atm" : `/donation/atm?order_no=${encodeURIComponent(orderNo)}`,
} as const;

/** Query parameter that asks the server for one route's loader data as JSON (client navigations). */
export const ROUTE_DATA_PARAM = "_data";
