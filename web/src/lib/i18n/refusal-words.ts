// The server's refusals in the reader's language: one
// sentence per error code (shared/commands/errors.ts ERROR_CODES) and one per
// named refusal (shared/commands/refusals.ts REFUSALS), English and Japanese,
// filled in from the error's fields: {field} is the field its path names,
// the rest come from `about`. No imports beyond types: a lazy chunk, fetched
// only when an error is shown, and read by a unit test (refusal-words.test.ts).
import type { ErrorCode } from "../../../../shared/commands/errors.ts";
import type { About, Refusal } from "../../../../shared/commands/refusals.ts";

export type Lang = "en" | "ja";
type Words = Record<Lang, string>;

/** The code's own sentence, when the refusal has no name and no rule. */
export const CODE_WORDS: Record<ErrorCode, Words> = {
  bad_json: { en: "The request could not be read. Open the page again.", ja: "送信内容を読み取れませんでした。ページを開き直してください。" },
  invalid_input: { en: "{field} is not right.", ja: "{field}の内容が正しくありません。" },
  unauthenticated: { en: "Please sign in first.", ja: "先にサインインしてください。" },
  invalid_credentials: { en: "The username or password is wrong.", ja: "ユーザー名またはパスワードが違います。" },
  wrong_code: { en: "The code is wrong.", ja: "コードが違います。" },
  forbidden: { en: "You may not do this.", ja: "この操作をする権限がありません。" },
  forbidden_origin: { en: "This cannot be done from this page. Open the page again.", ja: "このページからは操作できません。ページを開き直してください。" },
  not_found: { en: "{field} was not found.", ja: "{field}が見つかりません。" },
  stale_round: {
    en: "The screen was out of date. The latest state is loaded; please try again.",
    ja: "画面の情報が古くなっていました。最新の状態を読み込んだので、もう一度操作してください。",
  },
  conflict: { en: "This clashed with another change. Please try again.", ja: "ほかの操作と重なりました。もう一度お試しください。" },
  result_conflict: {
    en: "This table's result was already entered on another device. Check the latest result.",
    ja: "この卓の結果は、別の端末ですでに入力されています。最新の結果を確認してください。",
  },
  idempotency_conflict: {
    en: "The same request was already sent with other contents. Open the page again.",
    ja: "同じ操作がすでに別の内容で送られています。ページを開き直してください。",
  },
  too_large: { en: "What was sent is too large.", ja: "送信内容が大きすぎます。" },
  unsupported_media_type: { en: "What was sent is not in the right form.", ja: "送信の形式が正しくありません。" },
  not_allowed_now: { en: "This cannot be done now.", ja: "今はこの操作はできません。" },
  rate_limited: { en: "Too many requests. Wait a moment and try again.", ja: "操作が多すぎます。しばらく待ってからお試しください。" },
  internal: { en: "The server failed. Please try again later.", ja: "サーバーでエラーが起きました。時間をおいてもう一度お試しください。" },
};

/** Each named refusal's sentence; {x} is about.x, worded by VALUE_WORDS when it is one of theirs. */
export const REFUSAL_WORDS: Record<Refusal, Words> = {
  "wrong-stage": { en: "This cannot be done while the event is in {stage}.", ja: "大会が「{stage}」の間は、この操作はできません。" },
  "event-exists": { en: "This event already exists.", ja: "このイベントはすでにあります。" },
  "event-finished": { en: "The event is finished: it cannot be changed.", ja: "終了したイベントは変更できません。" },
  "already-finished": { en: "The event is already finished.", ja: "イベントはすでに終了しています。" },
  "finish-too-early": { en: "An event finishes after its rounds have been played.", ja: "イベントは回戦を終えてから終了できます。" },
  "table-without-result": { en: "Table {table} of round {round} has no result yet.", ja: "第{round}回戦の{table}卓の結果がまだ入力されていません。" },
  "rules-fixed": { en: "The rules cannot change once round 1 is paired.", ja: "第1回戦の対戦が決まった後は、ルールを変更できません。" },
  "option-fixed": { en: "This setting cannot change once round 1 is paired.", ja: "第1回戦の対戦が決まった後は、{field}を変更できません。" },
  "rounds-planned": {
    en: "The event plans {rounds} Swiss rounds: raise the number of rounds to pair round {round}.",
    ja: "スイスラウンドは{rounds}回戦の予定です。第{round}回戦を組むには回戦数を増やしてください。",
  },
  "round-already-paired": {
    en: "Round {round} is already paired; the next round is {next}.",
    ja: "第{round}回戦はすでに組み合わせ済みです。次は第{next}回戦です。",
  },
  "repair-swiss-only": { en: "Only a Swiss round can be paired again.", ja: "組み直せるのはスイスラウンドだけです。" },
  "day-two-not-set": { en: "This event has no day-2 cut.", ja: "この大会には2日目進出のカットがありません。" },
  "day-two-too-early": {
    en: "The day-2 cut comes once round {round} is complete.",
    ja: "2日目進出のカットは第{round}回戦がすべて終わってから確定できます。",
  },
  "day-two-confirmed": { en: "The day-2 cut after round {round} is already confirmed.", ja: "第{round}回戦後の2日目進出はすでに確定しています。" },
  "day-two-too-few": {
    en: "Only {count} players would advance; day 2 needs at least {needed}.",
    ja: "進出するのは{count}人だけです。2日目には{needed}人以上が必要です。",
  },
  "day-two-unconfirmed": {
    en: "Confirm the day-2 cut after round {round} before pairing round {next}.",
    ja: "第{next}回戦を組む前に、第{round}回戦後の2日目進出を確定してください。",
  },
  "day-two-fixed": { en: "The day-2 cut is confirmed: its rule cannot change.", ja: "2日目進出は確定済みのため、条件を変更できません。" },
  "engine-refused": { en: "The event's rules do not allow this now.", ja: "大会のルール上、今はこの操作はできません。" },
  "role-may-not": { en: "As {role} you may not do this.", ja: "{role}にはこの操作はできません。" },
  "staff-only": { en: "Only the event's staff can do this.", ja: "この操作は大会スタッフだけができます。" },
  "owner-invites": { en: "Only the owner invites staff.", ja: "スタッフを招待できるのは主催者だけです。" },
  "owner-cannot-accept": {
    en: "Sign in with an account that is not the owner's to accept an invite.",
    ja: "招待を受けるには、主催者以外のアカウントでサインインしてください。",
  },
  "not-your-table": {
    en: "Your code is not for a player at table {table} of round {round}.",
    ja: "このコードは第{round}回戦の{table}卓のプレイヤーのものではありません。",
  },
  "report-not-yours": { en: "Only the players of this table can read its report.", ja: "この卓の報告を見られるのは、この卓のプレイヤーだけです。" },
  "report-staff-or-player": { en: "Only staff or a player of this table can report.", ja: "結果を報告できるのは、スタッフかこの卓のプレイヤーだけです。" },
  "confirm-staff-or-player": { en: "Only staff or a player of this table can confirm.", ja: "結果を確認できるのは、スタッフかこの卓のプレイヤーだけです。" },
  "confirm-own-report": { en: "Your opponent has to confirm the result you reported.", ja: "報告した結果は、対戦相手が確認します。" },
  "dispute-players-only": { en: "Only a player of this table can dispute a report.", ja: "報告に異議を出せるのは、この卓のプレイヤーだけです。" },
  "dispute-own-report": {
    en: "You cannot dispute your own report; report again to change it.",
    ja: "自分の報告には異議を出せません。変えるときは報告し直してください。",
  },
  "table-has-result": {
    en: "Table {table} already has a result; ask the organizer to correct it.",
    ja: "{table}卓の結果はすでに入力されています。訂正は主催者に依頼してください。",
  },
  "result-disputed": { en: "This result is disputed: the organizer decides it.", ja: "この結果には異議が出ています。主催者が判断します。" },
  "no-result-to-undo": { en: "Table {table} has no result to take back.", ja: "{table}卓には取り消す結果がありません。" },
  "remove-after-round1": {
    en: "Players can be removed only before round 1 is paired; drop them instead.",
    ja: "参加者を削除できるのは第1回戦の対戦が決まる前だけです。代わりにドロップしてください。",
  },
  "already-dropped": { en: "{name} already dropped after round {round}.", ja: "{name}さんは第{round}回戦の後にすでにドロップしています。" },
  "not-dropped": { en: "{name} has not dropped.", ja: "{name}さんはドロップしていません。" },
  "drop-stays": {
    en: "{name} dropped after round {round}, and a later round was paired without them: the drop stays.",
    ja: "{name}さんは第{round}回戦の後にドロップし、その後の回戦は{name}さん抜きで組まれたため、ドロップは取り消せません。",
  },
  "bonus-dreamblade-only": {
    en: "Bonus rating points belong to Dreamblade events.",
    ja: "ボーナスのレーティングポイントはドリームブレードのイベントだけのものです。",
  },
  "too-few-players": {
    en: "The event cannot start: {players} players of the minimum {minimum}.",
    ja: "参加者が最少人数{minimum}名に対して{players}名のため、イベントを始められません。",
  },
  "finished-lists-only": {
    en: "The event is finished: only who hands in lists, and how they are checked, can still change.",
    ja: "イベントは終了しています。変更できるのはリストの提出とリストの確認方法だけです。",
  },
  "lists-not-asked": { en: "This event does not ask for deck lists.", ja: "このイベントではデッキリストの提出はありません。" },
  "lists-after-finish": {
    en: "Lists are handed in by the top {places} once the event is finished.",
    ja: "リストはイベント終了後に上位{places}名が提出します。",
  },
  "lists-prize-winners-only": { en: "Only the top {places} hand in a list for this event.", ja: "このイベントでリストを提出するのは上位{places}名だけです。" },
  "list-own-only": { en: "A player hands in only their own list.", ja: "プレイヤーが提出できるのは自分のリストだけです。" },
  "list-deadline-passed": { en: "The deadline for lists has passed.", ja: "リストの提出期限を過ぎています。" },
  "list-locked": {
    en: "This list was received and is locked: ask staff to unlock it to correct it.",
    ja: "このリストは受理され、固定されています。訂正はスタッフにロックの解除を依頼してください。",
  },
  "list-not-locked": { en: "This list is already unlocked: it waits for its correction.", ja: "このリストはすでにロックが解除され、訂正を待っています。" },
  "no-list": { en: "This player has not handed in a list.", ja: "このプレイヤーはリストを提出していません。" },
  "clock-outside-round": { en: "The clock runs only while a round is being played.", ja: "時計は回戦の最中だけ動かせます。" },
  "clock-already": { en: "The clock of round {round} is already {state}.", ja: "第{round}回戦の時計はすでに{state}です。" },
  "final-untimed": { en: "The final is untimed; give minutes to time it.", ja: "決勝は時間無制限です。時間を計るときは分数を指定してください。" },
  "no-pregame": { en: "These rules have no pregame time.", ja: "このルールにはゲーム前の準備時間がありません。" },
  "pregame-first": { en: "The pregame comes before the round's clock starts.", ja: "ゲーム前の準備時間は、回戦の時計を始める前に取ります。" },
  "clock-not-running": { en: "The clock is not running.", ja: "時計は動いていません。" },
  "clock-not-paused": { en: "The clock is not paused.", ja: "時計は一時停止していません。" },
  "no-round-playing": { en: "No round is being played.", ja: "進行中の回戦がありません。" },
  "clock-not-started": { en: "Start the clock before extending it.", ja: "延長する前に時計を始めてください。" },
  "clock-not-due": { en: "The clock is not due.", ja: "まだ時間になっていません。" },
  "registration-over": { en: "Registration is over: the event has started.", ja: "イベントが始まったため、受付は終了しました。" },
  "registration-not-open": { en: "Registration for this event has not opened yet.", ja: "このイベントの受付はまだ始まっていません。" },
  "registration-closed": { en: "Registration for this event is closed.", ja: "このイベントの受付は締め切られました。" },
  "already-player": {
    en: "You are already a player of the event: ask the organizer to drop you.",
    ja: "すでに参加者になっています。取りやめるときは主催者にドロップを依頼してください。",
  },
  "check-in-refused": { en: "{name} is {status}, so cannot be checked in.", ja: "{name}さんは{status}のため、受付できません。" },
  "check-in-off": { en: "This event does not ask players to check in.", ja: "この大会にはチェックインがありません。" },
  "check-in-closed": { en: "Check-in is closed: round 1 is paired.", ja: "第1回戦の対戦が決まったため、チェックインは締め切られました。" },
  "check-in-own-only": { en: "A player checks in only themselves.", ja: "チェックインできるのは自分だけです。" },
  "not-checked-in": { en: "{name} has not checked in.", ja: "{name}さんはチェックインしていません。" },
  "not-a-no-show": { en: "{name} was not dropped as a no-show at round 1.", ja: "{name}さんは第1回戦で不参加として除外されていません。" },
  "round-published": { en: "Round {round} is already public.", ja: "第{round}回戦はすでに公開されています。" },
  "round-unpublished": { en: "Round {round}'s pairings are not published yet.", ja: "第{round}回戦の対戦表はまだ公開されていません。" },
  "judge-call-players-only": { en: "Only a player of this table can call a judge here.", ja: "ジャッジを呼べるのはこの卓のプレイヤーだけです。" },
  "judge-calls-limit": {
    en: "Table {table} has called {limit} times this round: find a judge on the floor.",
    ja: "{table}卓はこの回戦で{limit}回呼び出しました。会場のジャッジに直接声をかけてください。",
  },
  "judge-call-too-soon": {
    en: "A judge just closed this call: call again in {seconds} s.",
    ja: "ジャッジが対応を終えたところです。{seconds}秒後に呼び出せます。",
  },
  "penalty-no-open-match": {
    en: "{name} has no match being played in round {round}: give it for their next round once it is paired.",
    ja: "{name}さんは第{round}回戦で対戦中ではありません。次の回戦が組まれてから、その回戦に記録してください。",
  },
  "too-few-tables": { en: "Only {available} tables can be drawn.", ja: "選べる卓は{available}卓だけです。" },
  "pool-id-taken": { en: "This venue pool could not be made. Please try again.", ja: "会場の共通定員を作れませんでした。もう一度お試しください。" },
  "username-taken": { en: 'The username "{username}" is taken.', ja: "ユーザー名「{username}」はすでに使われています。" },
  "command-id-reused": {
    en: "This request was already used for something else. Open the page again.",
    ja: "この送信はすでに別の操作に使われています。ページを開き直してください。",
  },
  "profile-merged": { en: "This profile was already merged into another.", ja: "このプロフィールはすでに別のプロフィールに統合されています。" },
};

/** Words for values a refusal names: the event's stage, a staff role, the clock's state, a registration's status. */
export const VALUE_WORDS: Record<string, Record<string, Words>> = {
  stage: {
    registration: { en: "registration", ja: "受付中" },
    swiss: { en: "the Swiss rounds", ja: "スイスラウンド" },
    playoffs: { en: "the playoffs", ja: "決勝ラウンド" },
    finished: { en: "its finished state", ja: "終了" },
    "did-not-occur": { en: "its did-not-occur state", ja: "不成立" },
  },
  role: {
    owner: { en: "the owner", ja: "主催者" },
    "co-organizer": { en: "a co-organizer", ja: "共同主催者" },
    judge: { en: "a judge", ja: "ジャッジ" },
    player: { en: "a player", ja: "プレイヤー" },
    anonymous: { en: "a visitor", ja: "ゲスト" },
  },
  state: {
    running: { en: "running", ja: "動いている状態" },
    paused: { en: "paused", ja: "一時停止中" },
  },
  status: {
    waitlisted: { en: "on the waitlist", ja: "キャンセル待ち" },
    withdrawn: { en: "withdrawn", ja: "取り消し済み" },
    duplicate: { en: "a duplicate", ja: "重複" },
  },
};

function fill(s: string, lang: Lang, field: string, about: About, num: (n: number) => string): string {
  return s.replace(/\{(\w+)\}/g, (m, k: string) => {
    if (k === "field") return field;
    const v = about[k];
    if (v === undefined) return m;
    if (typeof v === "number") return num(v);
    return VALUE_WORDS[k]?.[v]?.[lang] ?? v;
  });
}

export function isRefusal(reason: unknown): reason is Refusal {
  return typeof reason === "string" && Object.hasOwn(REFUSAL_WORDS, reason);
}

/**
 * A refusal in `lang`: the named refusal's sentence, else the code's, or null
 * for a code this build does not know (a newer server).
 */
export function refusalText(
  lang: Lang,
  code: string,
  field: string,
  extras: { reason?: unknown; about?: About } = {},
  num: (n: number) => string = String,
): string | null {
  const words = isRefusal(extras.reason) ? REFUSAL_WORDS[extras.reason] : Object.hasOwn(CODE_WORDS, code) ? CODE_WORDS[code as ErrorCode] : null;
  return words ? fill(words[lang], lang, field, extras.about ?? {}, num) : null;
}
