import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { setLanguage, Trans, useTranslation, type TFunction } from "./index";
import { Translator } from "./translator";

afterEach(() => setLanguage("en"));

describe("useTranslation", () => {
  it("draws the component again in the new language, with a new t", () => {
    const seen = new Set<TFunction>();
    function Menu() {
      const { t, i18n } = useTranslation();
      seen.add(t);
      return (
        <p lang={i18n.language}>
          {t("nav.profiles")} · {t("footer.copyright", { year: 2026 })}
        </p>
      );
    }
    render(<Menu />);
    const text = screen.getByText(/Find Match/);
    expect(text).toHaveAttribute("lang", "en");
    act(() => setLanguage("bn"));
    expect(text).toHaveTextContent(/^পাত্রপাত্রী খুঁজুন · .*২০২৬/);
    expect(text).toHaveAttribute("lang", "bn");
    expect(seen.size).toBe(2);
  });

  it("binds t to the first namespace given, and reads other namespaces through `ns:`", async () => {
    function Page() {
      const { t } = useTranslation(["auth", "common"]);
      return <p>{`${t("login.title")} / ${t("common:loading")}`}</p>;
    }
    // The namespaces register themselves when their screens' modules load.
    await Promise.all([import("../locales/auth"), import("../locales/common")]);
    render(<Page />);
    expect(screen.getByText(/\//)).toHaveTextContent("Login / Loading...");
  });
});

/** A `t` over a small catalogue of marked texts. */
function marked(): TFunction {
  const tr = new Translator();
  tr.init({ lng: "en", fallbackLng: "en" });
  tr.addResourceBundle("en", "translation", {
    balance: "Your balance: <strong>{{balance}}</strong> points",
    free: "<strong>Posting is free.</strong> Then<br/>choose a plan, or <plans>see the plans</plans>.",
    odd: "A <blink>strange</blink> mark",
  });
  return tr.getFixedT(null);
}

describe("Trans", () => {
  it("draws each named mark with the element given for it, the text inside as its children", () => {
    const { container } = render(
      <Trans t={marked()} i18nKey="balance" values={{ balance: "12 CCP" }} components={{ strong: <span className="font-semibold" /> }} />,
    );
    expect(container.innerHTML).toBe('Your balance: <span class="font-semibold">12 CCP</span> points');
  });

  it("draws <strong> and <br/> as themselves without elements, and an unknown mark as its text", () => {
    const t = marked();
    const { container } = render(
      <>
        <Trans t={t} i18nKey="free" components={{ plans: <a href="/plans" /> }} />
        <Trans t={t} i18nKey="odd" />
      </>,
    );
    expect(container.innerHTML).toBe(
      '<strong>Posting is free.</strong> Then<br>choose a plan, or <a href="/plans">see the plans</a>.A strange mark',
    );
  });
});
