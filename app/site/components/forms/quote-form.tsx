import { useEffect, useId, useState } from "react";
import { Checkbox, SelectField, TextArea } from "#app/ui/field.tsx";
import { quote } from "#app/site/content/quote.ts";
import {
  BUDGET_OPTIONS,
  HONEYPOT_FIELD,
  LIMITS,
  PLATFORM_OPTIONS,
  SUBMISSIONS_PATH,
} from "#contracts/leads/form-constants.ts";
import { FormActions, LeadFormElement, PersonFields, SuccessScreen, WebsiteField } from "./form-parts.tsx";
import { SentNote } from "./sent-note.tsx";
import { useLeadForm } from "./use-lead-form.ts";

const budgetSelectOptions = BUDGET_OPTIONS.map((option) => ({ value: option, label: option }));

/** `source` tells the server (and staff) which of the two forms it came from. */
function emptyValues(source: "home" | "quote-page") {
  return {
    source,
    fullName: "",
    contactNumber: "",
    email: "",
    websiteUrl: "",
    monthlyBudget: "",
    platforms: [] as string[],
    goals: "",
    /** Where a tool's offer brought the visitor from (quote-prefill.ts); "" without one. */
    toolContext: "",
  };
}

/**
 * The quote request form: on /quote (variant "page", goals required) and on the home page
 * (variant "home", goals optional). Both send a submission of type quote and show
 * 'Quote Request Received'.
 */
export function QuoteForm({ variant }: { variant: "page" | "home" }) {
  const home = variant === "home";
  const platformsId = useId();
  const [offerTool, setOfferTool] = useState<string>();
  const { formRef, values, setField, field, status, errors, failure, onSubmit, sendKey, sentAt } = useLeadForm({
    empty: emptyValues(home ? "home" : "quote-page"),
    schema: () =>
      import("#contracts/leads/forms.ts").then((contracts) =>
        home ? contracts.homeQuoteFormSchema : contracts.quoteFormSchema,
      ),
    path: SUBMISSIONS_PATH,
    body: (data, honeypot) => ({ type: "quote", data, [HONEYPOT_FIELD]: honeypot }),
    offerTool,
    onReset: () => setOfferTool(undefined),
  });

  // A tool's result offer links to /quote?tool=…&from=…&platform=… (quote-prefill.ts, loaded
  // only for such a link): once hydrated, note where the visitor came from and tick the
  // platforms unless the visitor has ticked some.
  useEffect(() => {
    const search = window.location.search;
    if (home || !search) return;
    let active = true;
    void import("./quote-prefill.ts")
      .then(({ applyQuotePrefill }) => {
        if (active && formRef.current) setOfferTool(applyQuotePrefill(formRef.current, search, setField));
      })
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [home, formRef, setField]);

  if (status === "success") {
    return <SuccessScreen title={quote.successMessage.title} text={quote.successMessage.text} bookCall />;
  }

  const sending = status === "sending";
  const togglePlatform = (platform: string, checked: boolean) => {
    const current = values.platforms;
    setField("platforms", checked ? [...current, platform] : current.filter((item) => item !== platform));
  };
  return (
    <>
      {sentAt ? <SentNote at={sentAt} reply="We reply within 24 hours" /> : null}
      <LeadFormElement
        type="quote"
        label={home ? "Home page quote request form" : "Quote request form"}
        formRef={formRef}
        onSubmit={onSubmit}
      >
        <input type="hidden" name="source" value={values.source} />
        <input type="hidden" name="toolContext" value={values.toolContext} />
        {values.toolContext ? (
          <p
            data-tool-context
            className="rounded-lg bg-brand-50 px-4 py-3 text-sm text-slate-800 ring-1 ring-brand-100"
          >
            You came from {values.toolContext}.
          </p>
        ) : null}
        <div className="grid gap-5 sm:grid-cols-2">
          <PersonFields field={field} />
          <WebsiteField label="Website URL" {...field("websiteUrl")} />
        </div>
        <SelectField
          label="Monthly Ad Budget"
          required
          placeholder="Select your monthly budget"
          options={budgetSelectOptions}
          {...field("monthlyBudget")}
        />
        <fieldset aria-describedby={errors.platforms ? `${platformsId}-error` : undefined}>
          <legend className="mb-2 text-sm font-semibold text-slate-800">Platforms / Services You Need</legend>
          <div className="grid gap-x-4 sm:grid-cols-2">
            {PLATFORM_OPTIONS.map((platform) => (
              <Checkbox
                key={platform}
                label={platform}
                name="platforms"
                value={platform}
                checked={values.platforms.includes(platform)}
                onChange={(event) => togglePlatform(platform, event.target.checked)}
              />
            ))}
          </div>
          {errors.platforms ? (
            <p id={`${platformsId}-error`} className="mt-1 text-sm font-medium text-red-700">
              {errors.platforms}
            </p>
          ) : null}
        </fieldset>
        <TextArea
          label="Your Goals"
          required={!home}
          rows={4}
          maxLength={LIMITS.message}
          placeholder="What do you want to achieve? More leads, more sales, a new website..."
          {...field("goals")}
        />
        <FormActions
          failure={failure}
          errors={errors}
          sending={sending}
          sendKey={sendKey}
          variant={home ? "accent" : "primary"}
          consent={home ? "home-quote" : "quote"}
        >
          {sending ? "Submitting Request..." : "Get My Free Quote"}
        </FormActions>
      </LeadFormElement>
    </>
  );
}
