/**
 * /forum: the list of questions, or one thread when the address names a post
 * (`/forum?post=<id>` on the web, `/forum/:postId` in the native app). Reading needs an account
 * (worker/routes/forum.ts), so a signed-out visitor gets the sign-in prompt. One responsive layout
 * serves the desktop and the phone.
 */
import { useParams, useSearchParams } from "react-router";
import type { ScreenProps } from "../../app/screen";
import { useAuth } from "../../lib/auth/AuthProvider";
import { SignInPrompt } from "../auth";
import { ForumHome } from "./ForumHome";
import { ThreadView } from "./ThreadView";

export default function ForumPage({ titleKey }: ScreenProps) {
  const { postId } = useParams();
  const [searchParams] = useSearchParams();
  const { user, status } = useAuth();
  const openPost = postId ?? searchParams.get("post");
  if (status === "loading") return null;
  if (!user) return <SignInPrompt titleKey={titleKey} />;
  return openPost ? <ThreadView key={openPost} userId={user.id} postId={openPost} /> : <ForumHome userId={user.id} titleKey={titleKey} />;
}
