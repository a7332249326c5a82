// The route table. Every page is its own chunk: the public event page loads
// only what it needs; the organizer console, print views and TV mode are
// fetched when someone opens them.
import { lazy } from "solid-js";
import type { RouteDefinition } from "@solidjs/router";

export const routes: RouteDefinition[] = [
  { path: "/", component: lazy(() => import("./pages/EventList.tsx")) },
  { path: "/e/:id", component: lazy(() => import("./pages/event/EventPage.tsx")) },
  { path: "/e/:id/p/:pid", component: lazy(() => import("./pages/player/PlayerPage.tsx")) },
  { path: "/e/:id/check-in", component: lazy(() => import("./pages/event/CheckInPage.tsx")) },
  { path: "/e/:id/print/:kind", component: lazy(() => import("./pages/print/PrintPage.tsx")) },
  { path: "/e/:id/tv", component: lazy(() => import("./pages/event/TvPage.tsx")) },
  { path: "/e/:id/overlay", component: lazy(() => import("./pages/overlay/OverlayPage.tsx")) },
  { path: "/e/:id/register", component: lazy(() => import("./pages/eventday/RegisterPage.tsx")) },
  { path: "/e/:id/draft", component: lazy(() => import("./pages/eventday/DraftPage.tsx")) },
  { path: "/e/:id/draft/timer", component: lazy(() => import("./pages/eventday/DraftTimerPage.tsx")) },
  { path: "/e/:id/p/:pid/list", component: lazy(() => import("./pages/eventday/ListPage.tsx")) },
  { path: "/signin", component: lazy(() => import("./pages/auth/AuthPage.tsx")), info: { mode: "signin" } },
  { path: "/signup", component: lazy(() => import("./pages/auth/AuthPage.tsx")), info: { mode: "signup" } },
  { path: "/invite/:token", component: lazy(() => import("./pages/auth/InvitePage.tsx")) },
  { path: "/manage", component: lazy(() => import("./pages/manage/MyEvents.tsx")) },
  { path: "/manage/new", component: lazy(() => import("./pages/manage/NewEvent.tsx")) },
  { path: "/manage/rules", component: lazy(() => import("./pages/manage/RulesProfiles.tsx")) },
  { path: "/manage/:id", component: lazy(() => import("./pages/manage/Console.tsx")) },
  { path: "/manage/:id/registration", component: lazy(() => import("./pages/eventday/RegistrationDesk.tsx")) },
  { path: "/manage/:id/lists", component: lazy(() => import("./pages/eventday/ListsReview.tsx")) },
  { path: "/ratings", component: lazy(() => import("./pages/ratings/RatingsIndex.tsx")) },
  { path: "/ratings/:pool", component: lazy(() => import("./pages/ratings/Leaderboard.tsx")) },
  { path: "/players/:profile", component: lazy(() => import("./pages/ratings/ProfilePage.tsx")) },
  { path: "*404", component: lazy(() => import("./pages/NotFound.tsx")) },
];
