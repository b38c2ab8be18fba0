/**
 * The Worker's Hono app, composed from one router per domain. Chained so `hc<AppType>` infers
 * every route for the SPA. Each router owns exactly the paths under its prefix:
 *
 *   /assets/*                       routes/assets.ts (the build's files; 404 for any other)
 *   /auth/v1/*                      auth/router.ts (GoTrue-compatible auth service)
 *   /api/realtime                   routes/realtime.ts (socket upgrade)
 *   /api/realtime/ticket            routes/realtime-ticket.ts
 *   /api/health, /ping, /config     routes/health.ts (three small routers)
 *   /api/client-errors              routes/client-errors.ts
 *   /api/profile                    routes/profile.ts
 *   /api/preferences                routes/preferences.ts
 *   /api/customization              routes/customization.ts
 *   /api/account                    routes/account.ts
 *   /api/consolidated               routes/consolidated.ts (AI tasks)
 *   /api/chats                      routes/chats.ts
 *   /api/unified-progress, /api/progress/*, /api/streaks
 *                                   routes/progress.ts (three routers)
 *   /api/achievements               routes/achievements.ts
 *   /api/notifications              routes/notifications.ts
 *   /api/daily/quote                routes/quotes.ts
 *   /api/daily                      routes/daily.ts (words of the day)
 *   /api/lexicon                    routes/lexicon.ts
 *   /api/words (with /:id/srs)      routes/words.ts
 *   /api/categories                 routes/categories.ts
 *   /api/srs                        routes/srs.ts
 *   /api/vocabulary                 routes/vocabulary.ts (settings, per-user FSRS parameters)
 *   /api/mistakes                   routes/mistakes.ts (IELTS findings → review cards)
 *   /api/quizzes, /api/quiz-history routes/quizzes.ts (two routers)
 *   /api/ielts                      routes/ielts.ts
 *   /api/audio                      routes/audio.ts
 *   /api/classes                    routes/classes.ts
 *   /api/students                   routes/students.ts (a teacher's view and grading of a student's work)
 *   /api/submission-comments        routes/students.ts (private threads on a submission, student ↔ teacher)
 *   /api/assignments                routes/assignments.ts
 *   /api/lessons                    routes/lessons.ts (a teacher's lessons, templates, library, copies)
 *   /api/shares                     routes/shares.ts (sharing lessons and courses; what is shared with me)
 *   /api/courses                    routes/courses.ts
 *   /api/lesson-media               routes/lesson-media.ts (lesson audio and images in R2)
 *   /api/lesson-drafts              routes/lesson-drafts.ts (the custom lesson creator)
 *   /api/lesson-player              routes/lesson-player.ts (stepping through a lesson, its completion)
 *   /api/push                       routes/push.ts (the native app's devices for push; the dev outbox)
 *   /api/forum                      routes/forum.ts (posts, replies, votes, moderation)
 *   /api/library                    routes/library.ts (articles, podcast episodes and their audio)
 *   /api/sat/essays                 routes/sat-essays.ts (SAT Essay passages, essays and their evaluation)
 *   /api/sat/full-tests             routes/sat-full.ts (the digital SAT in one sitting: both sections and the break)
 *   /api/sat/review                 routes/sat-review.ts (wrong SAT answers → review cards)
 *   /api/sat/practice               routes/sat-practice.ts (practice by domain and skill with instant feedback)
 *   /api/sat                        routes/sat.ts (digital SAT section tests)
 *   /api/placement                  routes/placement.ts (the adaptive placement test, its listening clips)
 *   /api/learning-plan              routes/learning-plan.ts (what to do today, /learn)
 */
import { Hono } from "hono";
import { cors } from "hono/cors";
import { HTTPException } from "hono/http-exception";
import { AiBudgetExceededError } from "./ai/budget";
import { TOKEN_LIMIT_BODY } from "./contract/ai";
import type { AppEnv } from "./env";
import { authConfig } from "./auth/config";
import { isAllowedOrigin } from "./auth/redirects";
import { authRoutes } from "./auth/router";
import { assetRoutes } from "./routes/assets";
import { authenticate } from "./lib/auth-middleware";
import { ApiError, apiErrorJson, errorJson } from "./lib/errors";
import { d1Meter } from "./db/meter";
import { drainUnreadBody, jsonBodyLimit, privateAnswers, requestId, securityHeaders, withDb } from "./lib/middleware";
import { accountRoutes } from "./routes/account";
import { achievementRoutes } from "./routes/achievements";
import { assignmentRoutes } from "./routes/assignments";
import { audioRoutes } from "./routes/audio";
import { categoryRoutes } from "./routes/categories";
import { chatRoutes } from "./routes/chats";
import { classRoutes } from "./routes/classes";
import { clientErrorRoutes } from "./routes/client-errors";
import { consolidatedRoutes } from "./routes/consolidated";
import { courseRoutes } from "./routes/courses";
import { customizationRoutes } from "./routes/customization";
import { dailyRoutes } from "./routes/daily";
import { forumRoutes } from "./routes/forum";
import { configRoutes, healthRoutes, pingRoutes } from "./routes/health";
import { ieltsRoutes } from "./routes/ielts";
import { lessonRoutes } from "./routes/lessons";
import { lessonDraftRoutes } from "./routes/lesson-drafts";
import { lessonMediaRoutes } from "./routes/lesson-media";
import { lessonPlayerRoutes } from "./routes/lesson-player";
import { lexiconRoutes } from "./routes/lexicon";
import { libraryRoutes } from "./routes/library";
import { notificationRoutes } from "./routes/notifications";
import { preferenceRoutes } from "./routes/preferences";
import { profileRoutes } from "./routes/profile";
import { progressRoutes, streakRoutes, unifiedProgressRoutes } from "./routes/progress";
import { learningPlanRoutes } from "./routes/learning-plan";
import { placementRoutes } from "./routes/placement";
import { pushRoutes } from "./routes/push";
import { quizHistoryRoutes, quizRoutes } from "./routes/quizzes";
import { quoteRoutes } from "./routes/quotes";
import { realtimeRoutes } from "./routes/realtime";
import { realtimeTicketRoutes } from "./routes/realtime-ticket";
import { satEssayRoutes } from "./routes/sat-essays";
import { satPracticeRoutes } from "./routes/sat-practice";
import { satRoutes } from "./routes/sat";
import { satFullTestRoutes } from "./routes/sat-full";
import { satReviewRoutes } from "./routes/sat-review";
import { shareRoutes } from "./routes/shares";
import { srsRoutes } from "./routes/srs";
import { studentRoutes, submissionCommentRoutes } from "./routes/students";
import { vocabularyRoutes } from "./routes/vocabulary";
import { mistakesRoutes } from "./routes/mistakes";
import { wordRoutes } from "./routes/words";

const api = new Hono<AppEnv>()
  // The native app's pages come from the device (https://localhost, capacitor://localhost): its calls
  // are cross-origin, allowed for the auth service's origins (AUTH_ALLOWED_ORIGINS, loopback outside production).
  .use(
    cors({
      origin: (origin, c) => (origin && isAllowedOrigin(authConfig(c.env, c.req.url), origin) ? origin : null),
      allowMethods: ["GET", "POST", "PUT", "PATCH", "DELETE"],
      allowHeaders: ["Accept", "Authorization", "Content-Type"],
      maxAge: 600,
    }),
  )
  .use(jsonBodyLimit)
  .use(authenticate)
  .use(privateAnswers)
  .route("/health", healthRoutes)
  .route("/ping", pingRoutes)
  .route("/config", configRoutes)
  .route("/client-errors", clientErrorRoutes)
  .route("/profile", profileRoutes)
  .route("/preferences", preferenceRoutes)
  .route("/customization", customizationRoutes)
  .route("/account", accountRoutes)
  .route("/realtime/ticket", realtimeTicketRoutes)
  .route("/consolidated", consolidatedRoutes)
  .route("/chats", chatRoutes)
  .route("/unified-progress", unifiedProgressRoutes)
  .route("/progress", progressRoutes)
  .route("/streaks", streakRoutes)
  .route("/achievements", achievementRoutes)
  .route("/notifications", notificationRoutes)
  .route("/daily/quote", quoteRoutes)
  .route("/lexicon", lexiconRoutes)
  .route("/words", wordRoutes)
  .route("/categories", categoryRoutes)
  .route("/srs", srsRoutes)
  .route("/vocabulary", vocabularyRoutes)
  .route("/mistakes", mistakesRoutes)
  .route("/quizzes", quizRoutes)
  .route("/quiz-history", quizHistoryRoutes)
  .route("/daily", dailyRoutes)
  .route("/ielts", ieltsRoutes)
  .route("/audio", audioRoutes)
  .route("/lesson-media", lessonMediaRoutes)
  .route("/lesson-drafts", lessonDraftRoutes)
  .route("/classes", classRoutes)
  .route("/students", studentRoutes)
  .route("/submission-comments", submissionCommentRoutes)
  .route("/assignments", assignmentRoutes)
  .route("/lessons", lessonRoutes)
  .route("/shares", shareRoutes)
  .route("/courses", courseRoutes)
  .route("/lesson-player", lessonPlayerRoutes)
  .route("/push", pushRoutes)
  .route("/forum", forumRoutes)
  .route("/library", libraryRoutes)
  .route("/sat/essays", satEssayRoutes)
  .route("/sat/full-tests", satFullTestRoutes)
  .route("/sat/review", satReviewRoutes)
  .route("/sat/practice", satPracticeRoutes)
  .route("/sat", satRoutes)
  .route("/placement", placementRoutes)
  .route("/learning-plan", learningPlanRoutes);

export const app = new Hono<AppEnv>()
  .use(d1Meter)
  .use(drainUnreadBody)
  .use(requestId)
  .use(withDb)
  .use(securityHeaders)
  .route("/api/realtime", realtimeRoutes)
  .route("/assets", assetRoutes)
  .route("/auth/v1", authRoutes)
  .route("/api", api);

app.notFound((c) => {
  const path = new URL(c.req.url).pathname;
  return errorJson(c, 404, "not_found", { params: { method: c.req.method, path } });
});

app.onError((err, c) => {
  if (err instanceof AiBudgetExceededError) return c.json(TOKEN_LIMIT_BODY, 429);
  if (err instanceof ApiError) return apiErrorJson(c, err);
  if (err instanceof HTTPException) {
    // Hono's validators throw 400 for a body that is not JSON at all.
    if (err.status === 400) return errorJson(c, 400, "invalid_json");
    return errorJson(c, err.status, "http_error", { params: { status: err.status } });
  }
  const id = c.get("requestId");
  console.error(`[${id}] unhandled error`, err);
  return errorJson(c, 500, "internal_error", { requestId: id });
});

export type AppType = typeof app;
