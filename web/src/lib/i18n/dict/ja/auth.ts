// 日本語: sign-in and invitations（../en/auth.ts と同じキー、型で確認）。
import type { authEn } from "../en/auth.ts";

export const authJa: Record<keyof typeof authEn, string> = {
  "auth.signinTitle": "サインイン",
  "auth.signupTitle": "主催者アカウントの作成",
  "auth.username": "ユーザー名",
  "auth.usernameHint": "{min}〜{max}文字: 半角英字 a–z（大文字は小文字になります）、数字、_ と -",
  "auth.username.short": "短すぎます: {min}文字以上にしてください。",
  "auth.username.long": "長すぎます: {max}文字以内にしてください。",
  "auth.username.characters": "半角英字 a–z、数字、_ と - だけが使えます（空白やアクセント記号は使えません）。",
  "auth.username.ok": "「{name}」でサインインします。",
  "auth.password.short": "短すぎます: {min}文字以上にしてください。",
  "auth.password.long": "長すぎます: {max}文字以内にしてください。",
  "auth.password": "パスワード（8文字以上）",
  "auth.signin": "サインイン",
  "auth.signup": "アカウント作成",
  "auth.signout": "サインアウト",
  "auth.toSignup": "アカウントがない方はこちら",
  "auth.toSignin": "アカウントをお持ちの方はサインイン",

  "invite.title": "イベントのスタッフに参加",
  "invite.signinFirst": "招待を受けるにはサインイン（またはアカウント作成）してください",
  "invite.text": "イベント運営の手伝いに招待されています。",
  "invite.accept": "参加する",
};
