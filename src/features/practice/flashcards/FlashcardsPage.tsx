/**
 * /flashcards (desktop and mobile variants): a deck from all words, one category or the SRS due
 * queue; flip a card (click, Space, Enter), mark it "know" (→, swipe right) or "again" (←, swipe left).
 * Outcomes rate the word in SRS (Good or Again) through the same idempotent, offline-safe outbox as
 * the review session; a word not in SRS yet is added first.
 */
import { useQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import { Link } from "react-router";
import { GLOSS_WORDS_MAX, WORDS_PAGE_MAX } from "../../../../worker/contract/vocabulary-constants";
import type { ScreenProps } from "../../../app/screen";
import { Button, buttonClasses } from "../../../components/ui/Button";
import { Card } from "../../../components/ui/Card";
import { classNames, focusRing } from "../../../components/ui/class-names";
import { Select } from "../../../components/ui/Select";
import { Loading } from "../../../components/ui/Spinner";
import { Switch } from "../../../components/ui/Switch";
import { WordGloss } from "../../../components/WordGloss";
import { useAuth } from "../../../lib/auth/AuthProvider";
import { useSavedWordGlosses } from "../../../lib/glosses";
import { dictionaryKeys, fetchCategories, fetchWords } from "../../dictionary";
import { fetchReviewQueue, flashcardDeckKey } from "../api";
import { keyBelongsToControl } from "../shared/keyboard";
import { PracticePage } from "../shared/PracticePage";
import type { ReviewSync } from "../review/review-sync";
import { SpeakButton } from "../shared/SpeakButton";
import { SyncStatus } from "../review/SyncStatus";
import { useCategoryName } from "../shared/format";
import { usePracticeTranslation } from "../translations";
import { useOnline } from "../../../lib/use-online";
import { useReviewSync } from "../review/use-review-sync";
import { cardFromQueue, cardFromWord, deckFinished, deckReducer, newDeck, shuffled, type DeckOutcome, type Flashcard } from "./deck";
import { swipeProgress } from "./swipe";
import { useSwipe } from "./use-swipe";

type Variant = "desktop" | "mobile";
type DeckSource = "all" | "category" | "due";

/** How long a swiped card takes to fly off before the next one shows. */
const LEAVE_MS = 180;

const OUTCOME_RATING = { know: "good", again: "again" } as const;

const OUTCOME_BUTTON = classNames(
  "h-12 flex-1 rounded-lg border-2 bg-white px-4 font-medium shadow-sm transition-colors dark:bg-slate-900",
  focusRing,
);

async function loadDeck(source: DeckSource, categoryId: string | null): Promise<Flashcard[]> {
  if (source === "due") {
    const queue = await fetchReviewQueue(500);
    return queue.items.map(cardFromQueue);
  }
  const filter = { sort: "date", order: "desc", ...(source === "category" && categoryId ? { categoryId } : {}) } as const;
  const { words } = await fetchWords(filter, { offset: 0, limit: WORDS_PAGE_MAX });
  return words.map(cardFromWord);
}

function FlashcardsScreen({ titleKey, variant }: ScreenProps & { variant: Variant }) {
  const { t } = usePracticeTranslation();
  const { user } = useAuth();
  return (
    <PracticePage
      titleKey={titleKey}
      intro={variant === "desktop" ? t("flashcards.intro") : undefined}
      className={variant === "mobile" ? "px-3 py-4" : undefined}
    >
      {user && <Flashcards userId={user.id} variant={variant} />}
    </PracticePage>
  );
}

export default function FlashcardsPage(props: ScreenProps) {
  return <FlashcardsScreen {...props} variant="desktop" />;
}

/** Mobile flashcards: a large card to swipe, the buttons within thumb reach. */
export function MobileFlashcardsPage(props: ScreenProps) {
  return <FlashcardsScreen {...props} variant="mobile" />;
}

function Flashcards({ userId, variant }: { userId: string; variant: Variant }) {
  const { t } = usePracticeTranslation();
  const categoryName = useCategoryName();
  const online = useOnline();
  const { sync, pending, waiting } = useReviewSync(userId);
  const [source, setSource] = useState<DeckSource>("all");
  const [pickedCategory, setPickedCategory] = useState<string | null>(null);
  const [feedSrs, setFeedSrs] = useState(true);
  const categories = useQuery({ queryKey: dictionaryKeys.categories(userId), queryFn: fetchCategories });
  const categoryId = pickedCategory ?? categories.data?.[0]?.id ?? null;
  const deck = useQuery({
    queryKey: flashcardDeckKey(userId, source, source === "category" ? categoryId : null),
    queryFn: () => loadDeck(source, categoryId),
    enabled: source !== "category" || categoryId !== null,
    staleTime: Infinity,
    refetchOnMount: "always",
  });

  const sourceOptions = [
    { value: "all" as const, label: t("flashcards.source.all") },
    { value: "category" as const, label: t("flashcards.source.category") },
    { value: "due" as const, label: t("flashcards.source.due") },
  ];

  return (
    <div className="flex flex-col gap-4">
      <div className={classNames("flex flex-wrap items-center gap-x-6 gap-y-3", variant === "mobile" && "justify-between")}>
        <Select label={t("flashcards.deck")} value={source} options={sourceOptions} onChange={setSource} />
        {source === "category" && categories.data && (
          <Select
            label={t("flashcards.category")}
            value={categoryId ?? ""}
            options={categories.data.map((c) => ({ value: c.id, label: `${categoryName(c.name)} (${c.wordCount})` }))}
            onChange={setPickedCategory}
          />
        )}
        <Switch label={t("flashcards.feedSrs")} checked={feedSrs} onChange={setFeedSrs} />
      </div>
      <SyncStatus pending={pending.length} waiting={waiting} online={online} onSend={() => void sync.requestFlush()} />
      {deck.isPending ? (
        <Loading label={t("flashcards.loading")} />
      ) : deck.isError ? (
        <Card className="text-center">
          <p role="alert" className="text-slate-800 dark:text-slate-100">
            {t("flashcards.loadFailed")}
          </p>
          <Button variant="secondary" className="mt-4" onClick={() => void deck.refetch()}>
            {t("review.retry")}
          </Button>
        </Card>
      ) : deck.data.length === 0 ? (
        <EmptyDeck source={source} />
      ) : (
        <DeckRunner key={`${source}:${categoryId}`} cards={deck.data} variant={variant} sync={feedSrs ? sync : null} />
      )}
    </div>
  );
}

function EmptyDeck({ source }: { source: DeckSource }) {
  const { t } = usePracticeTranslation();
  return (
    <Card className="text-center" data-testid="flashcards-empty">
      <p className="text-slate-700 dark:text-slate-200">{source === "due" ? t("flashcards.empty.due") : t("flashcards.empty.words")}</p>
      <Link to={source === "due" ? "/review" : "/dictionary"} className={buttonClasses({ variant: "secondary", className: "mt-4" })}>
        {source === "due" ? t("flashcards.empty.toReview") : t("review.empty.noCards.action")}
      </Link>
    </Card>
  );
}

function DeckRunner({ cards, variant, sync }: { cards: readonly Flashcard[]; variant: Variant; sync: ReviewSync | null }) {
  const { t } = usePracticeTranslation();
  const [deck, dispatch] = useReducer(deckReducer, cards, newDeck);
  const [leaving, setLeaving] = useState<DeckOutcome | null>(null);
  /** Words added to SRS by this pass, so later outcomes only rate them. */
  const addedToSrs = useRef(new Set<string>());
  const card = deck.cards[deck.index];
  const finished = deckFinished(deck);
  // Glosses a hundred cards at a time: a deck may hold the whole dictionary.
  const glossWindow = Math.floor(deck.index / GLOSS_WORDS_MAX) * GLOSS_WORDS_MAX;
  const glossOf = useSavedWordGlosses(deck.cards.slice(glossWindow, glossWindow + GLOSS_WORDS_MAX));

  const answer = useCallback(
    (outcome: DeckOutcome) => {
      if (!card || leaving) return;
      if (sync) {
        const inSrs = card.inSrs || addedToSrs.current.has(card.wordId);
        addedToSrs.current.add(card.wordId);
        void sync.rate({
          wordId: card.wordId,
          rating: OUTCOME_RATING[outcome],
          idempotencyKey: crypto.randomUUID(),
          reviewedAt: new Date().toISOString(),
          word: card.word,
          ...(inSrs ? {} : { addToSrs: true }),
        });
      }
      if (variant === "mobile" && !window.matchMedia("(prefers-reduced-motion: reduce)").matches) {
        setLeaving(outcome);
        setTimeout(() => {
          setLeaving(null);
          dispatch({ type: "answer", outcome });
        }, LEAVE_MS);
      } else {
        dispatch({ type: "answer", outcome });
      }
    },
    [card, leaving, sync, variant],
  );

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || keyBelongsToControl(event.target, event.key)) return;
      if (event.key === " " || event.key === "Enter") {
        event.preventDefault();
        dispatch({ type: "flip" });
      } else if (event.key === "ArrowRight") {
        event.preventDefault();
        answer("know");
      } else if (event.key === "ArrowLeft") {
        event.preventDefault();
        answer("again");
      }
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [answer]);

  if (finished || !card) {
    const known = deck.outcomes.filter((o) => o === "know").length;
    const again = deck.outcomes.length - known;
    return (
      <Card className="text-center" data-testid="flashcards-summary">
        <h2 className="text-xl font-semibold text-slate-900 dark:text-white">{t("flashcards.summary.title")}</h2>
        <p className="mt-2 text-slate-700 dark:text-slate-200">{t("flashcards.summary.counts", { known, again })}</p>
        <div className="mt-5 flex flex-wrap justify-center gap-3">
          {again > 0 && <Button onClick={() => dispatch({ type: "studyAgain" })}>{t("flashcards.summary.studyAgain")}</Button>}
          <Button variant="secondary" onClick={() => dispatch({ type: "restart", cards })}>
            {t("flashcards.summary.restart")}
          </Button>
        </div>
      </Card>
    );
  }

  const known = deck.outcomes.filter((o) => o === "know").length;
  return (
    <div className="flex flex-col gap-4" data-testid="flashcards">
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-700 dark:text-slate-200">
        <span data-testid="flashcards-position">{t("flashcards.position", { current: deck.index + 1, total: deck.cards.length })}</span>
        <span>
          <span className="text-emerald-700 dark:text-emerald-300">{t("flashcards.known", { count: known })}</span>
          {" · "}
          <span className="text-red-700 dark:text-red-300">{t("flashcards.again", { count: deck.outcomes.length - known })}</span>
        </span>
        {variant === "desktop" && (
          <Button variant="ghost" size="sm" onClick={() => dispatch({ type: "restart", cards: shuffled(deck.cards) })}>
            {t("flashcards.shuffle")}
          </Button>
        )}
      </div>
      <FlashcardView
        card={card}
        gloss={glossOf(card)}
        flipped={deck.flipped}
        onFlip={() => dispatch({ type: "flip" })}
        onSwipe={answer}
        leaving={leaving}
        variant={variant}
      />
      <div className="flex items-center justify-between gap-3">
        <button
          type="button"
          onClick={() => answer("again")}
          aria-keyshortcuts="ArrowLeft"
          className={classNames(
            OUTCOME_BUTTON,
            "border-red-300 text-red-800 hover:bg-red-50 dark:border-red-800 dark:text-red-200 dark:hover:bg-red-950",
          )}
        >
          {variant === "desktop" && <span aria-hidden="true">← </span>}
          {t("flashcards.markAgain")}
        </button>
        <SpeakButton text={card.word} />
        <button
          type="button"
          onClick={() => answer("know")}
          aria-keyshortcuts="ArrowRight"
          className={classNames(
            OUTCOME_BUTTON,
            "border-emerald-300 text-emerald-800 hover:bg-emerald-50 dark:border-emerald-800 dark:text-emerald-200 dark:hover:bg-emerald-950",
          )}
        >
          {t("flashcards.markKnow")}
          {variant === "desktop" && <span aria-hidden="true"> →</span>}
        </button>
      </div>
      <p className="text-center text-xs text-slate-500 dark:text-slate-400">
        {variant === "desktop" ? t("flashcards.shortcuts") : t("flashcards.swipeHint")}
      </p>
    </div>
  );
}

type FlashcardViewProps = {
  card: Flashcard;
  /** The word's translation into the interface language, when it has one. */
  gloss: string | null;
  flipped: boolean;
  onFlip: () => void;
  onSwipe: (outcome: DeckOutcome) => void;
  leaving: DeckOutcome | null;
  variant: Variant;
};

function FlashcardView({ card, gloss, flipped, onFlip, onSwipe, leaving, variant }: FlashcardViewProps) {
  const { t } = usePracticeTranslation();
  const categoryName = useCategoryName();
  const { offset, handlers, consumeDrag } = useSwipe(onSwipe);
  const dx = offset?.dx ?? 0;
  const progress = offset ? swipeProgress(dx, offset.width) : 0;
  const transform = leaving
    ? `translateX(${leaving === "know" ? 130 : -130}%) rotate(${leaving === "know" ? 12 : -12}deg)`
    : offset
      ? `translateX(${dx}px) rotate(${dx / 20}deg)`
      : undefined;
  return (
    <div className="relative perspective-[1200px]">
      <button
        type="button"
        {...handlers}
        onClick={() => {
          if (!consumeDrag()) onFlip();
        }}
        aria-keyshortcuts="Space Enter"
        data-testid="flashcard"
        data-flipped={flipped}
        style={{ transform }}
        className={classNames(
          "relative block w-full touch-pan-y rounded-2xl text-left select-none",
          focusRing,
          variant === "mobile" ? "h-[52dvh] min-h-72" : "h-80",
          !offset && "motion-safe:transition-transform motion-safe:duration-200",
        )}
      >
        <span
          className={classNames(
            "relative block size-full transform-3d motion-safe:transition-transform motion-safe:duration-500",
            flipped && "rotate-y-180",
          )}
        >
          <CardFace hidden={flipped}>
            <span className="text-xs tracking-wide text-slate-500 uppercase dark:text-slate-400">{categoryName(card.category)}</span>
            <span lang="en" className="mt-2 text-4xl font-semibold break-words text-slate-900 dark:text-white" data-testid="flashcard-word">
              {card.word}
            </span>
            {card.pos && <span className="mt-1 text-sm text-slate-600 italic dark:text-slate-300">{t(`pos.${card.pos}`)}</span>}
            <span className="mt-6 text-sm text-slate-500 dark:text-slate-400">{t("flashcards.tapToFlip")}</span>
          </CardFace>
          <CardFace hidden={!flipped} back>
            <span lang="en" className="text-lg font-semibold text-slate-900 dark:text-white">
              {card.word}
            </span>
            {card.ipa && <span className="font-mono text-slate-700 dark:text-slate-200">/{card.ipa}/</span>}
            <span
              lang={card.definition ? "en" : undefined}
              className="mt-3 text-lg text-slate-900 dark:text-slate-100"
              data-testid="flashcard-definition"
            >
              {card.definition ?? t("review.noDefinition")}
            </span>
            <WordGloss gloss={gloss} testId="flashcard-gloss" className="mt-2" />
            {card.example && (
              <span lang="en" className="mt-2 text-slate-600 italic dark:text-slate-300">
                “{card.example}”
              </span>
            )}
          </CardFace>
        </span>
        {offset && (
          <span
            aria-hidden="true"
            className={classNames(
              "pointer-events-none absolute top-4 rounded-lg border-4 px-3 py-1 text-xl font-bold uppercase",
              dx > 0
                ? "right-4 rotate-12 border-emerald-600 text-emerald-700 dark:border-emerald-400 dark:text-emerald-300"
                : "left-4 -rotate-12 border-red-600 text-red-700 dark:border-red-400 dark:text-red-300",
            )}
            style={{ opacity: progress }}
            data-testid="swipe-label"
          >
            {dx > 0 ? t("flashcards.markKnow") : t("flashcards.markAgain")}
          </span>
        )}
      </button>
    </div>
  );
}

function CardFace({ hidden, back = false, children }: { hidden: boolean; back?: boolean; children: React.ReactNode }) {
  return (
    <span
      aria-hidden={hidden}
      className={classNames(
        "absolute inset-0 flex flex-col items-center justify-center gap-1 overflow-y-auto rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-md backface-hidden dark:border-slate-700 dark:bg-slate-900",
        back && "rotate-y-180",
      )}
    >
      {children}
    </span>
  );
}
