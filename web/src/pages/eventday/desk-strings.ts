// Strings of the registration desk (a desk that reads on a phone, fee totals,
// check-in one by one, cancelling, discount categories, organizer-defined
// discounts, fees in any currency), in both languages, loaded with the desk's
// chunk.
import { fmtNumber, locale } from "../../lib/i18n/i18n.ts";

const en = {
  "dk.full": "Full",
  "dk.poolFull": "Full: the venue pool {label} is full ({n} of {of})",
  "dk.totals": "Fees",
  "dk.expected": "Expected",
  "dk.collected": "Collected",
  "dk.outstanding": "Outstanding",
  "dk.checkIn": "Check in",
  "dk.checkedIn": "Checked in: {name}",
  "dk.free": "Free entry",
  "dk.cancel": "Cancel registration",
  "dk.cancelFor": "Cancel {name}'s registration",
  "dk.cancelYes": "Yes, cancel it",
  "dk.cancelMoves": "Cancel {name}'s registration? The first on the waitlist, {next}, takes the place.",
  "dk.cancelPool": "Cancel {name}'s registration? The place goes to the first on the venue pool's waitlist.",
  "dk.cancelFrees": "Cancel {name}'s registration? The place becomes free.",
  "dk.cancelWaiting": "Cancel {name}'s registration? They leave the waitlist.",
  "dk.cancelled": "{name}'s registration is cancelled.",
  "dk.cancelledMoved": "{name}'s registration is cancelled. {next} moved up from the waitlist.",
  "dk.categoryFor": "Discount category of {name}",
  "dk.noDiscount": "No discount",
  "dk.movedUp": "Moved up from the waitlist",
  "dk.nowPays": "{name} now pays {amount}.",
  "dk.nowFree": "{name} now enters free.",
  "dk.currency": "Currency",
  "dk.discounts": "Discounts",
  "dk.discountsHelp": "Each discount names a category (who), in each language, and what they pay. {rounding} When several apply, the lowest fee counts.",
  "dk.round.up": "Discounted fees are rounded up to {step}.",
  "dk.round.down": "Discounted fees are rounded down to {step}.",
  "dk.round.half-up": "Discounted fees are rounded to the nearest {step}.",
  "dk.preset003": "Add the Commander event rules' discounts (female players half price, under high-school age free)",
  "dk.addDiscount": "Add a discount",
  "dk.remove": "Remove",
  "dk.categoryJa": "Category name (Japanese)",
  "dk.categoryEn": "Category name (English)",
  "dk.kind": "Discount",
  "dk.kind.percent": "Percent off",
  "dk.kind.free": "Free",
  "dk.kind.amount-off": "Amount off",
  "dk.value": "Percent / amount",
  "dk.pays": "pays {amount}",
  "dk.admitAll": "Admit every accepted applicant",
  "dk.off.percent": "{name}: {n}% off",
  "dk.off.free": "{name}: free",
  "dk.off.amount": "{name}: {amount} off",
};

export type DeskKey = keyof typeof en;

const ja: Record<DeskKey, string> = {
  "dk.full": "満員",
  "dk.poolFull": "満員：会場の共通定員 {label} が埋まりました（{of}人中{n}人）",
  "dk.totals": "参加費の集計",
  "dk.expected": "見込み",
  "dk.collected": "集金済み",
  "dk.outstanding": "未収",
  "dk.checkIn": "受付する",
  "dk.checkedIn": "{name}さんを受け付けました。",
  "dk.free": "参加費なし",
  "dk.cancel": "登録を取り消す",
  "dk.cancelFor": "{name}さんの登録を取り消す",
  "dk.cancelYes": "取り消す",
  "dk.cancelMoves": "{name}さんの登録を取り消しますか？キャンセル待ち1番目の{next}さんが参加確定になります。",
  "dk.cancelPool": "{name}さんの登録を取り消しますか？枠は会場の共通定員のキャンセル待ち1番目の人に回ります。",
  "dk.cancelFrees": "{name}さんの登録を取り消しますか？枠が1つ空きます。",
  "dk.cancelWaiting": "{name}さんの登録を取り消しますか？キャンセル待ちから外れます。",
  "dk.cancelled": "{name}さんの登録を取り消しました。",
  "dk.cancelledMoved": "{name}さんの登録を取り消しました。{next}さんがキャンセル待ちから繰り上がりました。",
  "dk.categoryFor": "{name}さんの割引区分",
  "dk.noDiscount": "割引なし",
  "dk.movedUp": "キャンセル待ちから繰り上がり",
  "dk.nowPays": "{name}さんの参加費は{amount}になりました。",
  "dk.nowFree": "{name}さんは参加費なしになりました。",
  "dk.currency": "通貨",
  "dk.discounts": "割引",
  "dk.discountsHelp": "割引ごとに対象（区分）の名前を各言語で書き、支払額を決めます。{rounding}複数に該当する場合は最も安い額です。",
  "dk.round.up": "割引後の額は{step}単位に切り上げます。",
  "dk.round.down": "割引後の額は{step}単位に切り捨てます。",
  "dk.round.half-up": "割引後の額は{step}単位で四捨五入します。",
  "dk.preset003": "コマンダー大会ルールの割引を追加（女性は半額・高校生未満は無料）",
  "dk.addDiscount": "割引を追加",
  "dk.remove": "削除",
  "dk.categoryJa": "区分名（日本語）",
  "dk.categoryEn": "区分名（英語）",
  "dk.kind": "割引の種類",
  "dk.kind.percent": "％引き",
  "dk.kind.free": "無料",
  "dk.kind.amount-off": "金額引き",
  "dk.value": "％または金額",
  "dk.pays": "支払額 {amount}",
  "dk.admitAll": "参加確定者を全員参加者にする",
  "dk.off.percent": "{name}：{n}％引き",
  "dk.off.free": "{name}：無料",
  "dk.off.amount": "{name}：{amount}引き",
};

/** Like t(): the string for `key` in the current language, placeholders filled in. */
export function dk(key: DeskKey, vars?: Record<string, string | number>): string {
  const s = (locale() === "ja" ? ja : en)[key];
  if (!vars) return s;
  return s.replace(/\{(\w+)\}/g, (m, k: string) => (k in vars ? String(typeof vars[k] === "number" ? fmtNumber(vars[k] as number) : vars[k]) : m));
}

/** A discount category in the reader's language (shared/eventday discountLabel, without loading the engine). */
export function categoryName(d: { label: string; labels?: { en?: string; ja?: string }; category: string }): string {
  return d.labels?.[locale()] || d.label || d.category;
}
