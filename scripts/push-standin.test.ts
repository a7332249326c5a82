// The stand-in push service's decryption is checked against RFC 8291's own
// worked example (Appendix A), so the Worker's messages are checked by an
// implementation that is right by the RFC, not by our own code.
import { describe, expect, it } from "vitest";
import { createECDH, createPrivateKey, sign } from "node:crypto";
import { checkVapid, decryptPush } from "./push-standin.ts";

const A = {
  plaintext: "When I grow up, I want to be a watermelon",
  uaPrivate: "q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94",
  uaPublic: "BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4",
  authSecret: "BTBZMqHH6r4Tts7J_aSIgg",
  message:
    "DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN",
};
const buf = (s: string) => Buffer.from(s, "base64url");

describe("the stand-in push service", () => {
  it("decrypts RFC 8291 Appendix A's message with its keys", () => {
    const plain = decryptPush(buf(A.message), { privateKey: buf(A.uaPrivate), publicKey: buf(A.uaPublic) }, buf(A.authSecret));
    expect(plain.toString("utf8")).toBe(A.plaintext);
  });

  it("refuses the same message with another auth secret or a changed byte", () => {
    expect(() => decryptPush(buf(A.message), { privateKey: buf(A.uaPrivate), publicKey: buf(A.uaPublic) }, Buffer.alloc(16, 1))).toThrow();
    const changed = buf(A.message);
    changed[changed.length - 20]! ^= 1;
    expect(() => decryptPush(changed, { privateKey: buf(A.uaPrivate), publicKey: buf(A.uaPublic) }, buf(A.authSecret))).toThrow();
  });

  it("checks a VAPID header's signature, key, audience and expiry", () => {
    const ecdh = createECDH("prime256v1");
    ecdh.generateKeys();
    const pub = ecdh.getPublicKey();
    const key = createPrivateKey({
      key: {
        kty: "EC",
        crv: "P-256",
        d: ecdh.getPrivateKey().toString("base64url"),
        x: pub.subarray(1, 33).toString("base64url"),
        y: pub.subarray(33).toString("base64url"),
      },
      format: "jwk",
    });
    const now = 1_800_000_000;
    const jwt = (claims: object) => {
      const h = Buffer.from(JSON.stringify({ typ: "JWT", alg: "ES256" })).toString("base64url");
      const c = Buffer.from(JSON.stringify(claims)).toString("base64url");
      return `${h}.${c}.${sign("sha256", Buffer.from(`${h}.${c}`), { key, dsaEncoding: "ieee-p1363" }).toString("base64url")}`;
    };
    const k = pub.toString("base64url");
    const good = { aud: "http://127.0.0.1:9", exp: now + 3600, sub: "mailto:a@b.c" };
    expect(checkVapid(`vapid t=${jwt(good)}, k=${k}`, k, "http://127.0.0.1:9", now)).toEqual(good);
    expect(() => checkVapid(`vapid t=${jwt({ ...good, aud: "http://evil" })}, k=${k}`, k, "http://127.0.0.1:9", now)).toThrow(/aud/);
    expect(() => checkVapid(`vapid t=${jwt({ ...good, exp: now + 25 * 3600 })}, k=${k}`, k, "http://127.0.0.1:9", now)).toThrow(/exp/);
    const other = createECDH("prime256v1");
    other.generateKeys();
    expect(() => checkVapid(`vapid t=${jwt(good)}, k=${k}`, other.getPublicKey().toString("base64url"), "http://127.0.0.1:9", now)).toThrow(/k is not/);
  });
});
