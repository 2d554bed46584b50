import { useId } from "react";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Checkbox, SelectField, TextArea, TextField } from "#app/components/ui/field.tsx";
import { budgetOptions, platformOptions } from "#app/content/form-options.ts";
import { quote } from "#app/content/quote.ts";
import { HONEYPOT_FIELD, LIMITS, SUBMISSIONS_PATH } from "#contracts/form-constants.ts";
import { Honeypot, PersonFields, SuccessScreen } from "./form-parts.tsx";
import { useLeadForm } from "./use-lead-form.ts";

const budgetSelectOptions = budgetOptions.map((option) => ({ value: option, label: option }));

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
  const { values, setField, status, errors, failure, onSubmit } = useLeadForm({
    empty: emptyValues(home ? "home" : "quote-page"),
    schema: () =>
      import("#contracts/forms.ts").then((contracts) =>
        home ? contracts.homeQuoteFormSchema : contracts.quoteFormSchema,
      ),
    path: SUBMISSIONS_PATH,
    body: (data, honeypot) => ({ type: "quote", data, [HONEYPOT_FIELD]: honeypot }),
  });

  if (status === "success") {
    return <SuccessScreen title={quote.successMessage.title} text={quote.successMessage.text} />;
  }

  const sending = status === "sending";
  const togglePlatform = (platform: string, checked: boolean) => {
    const current = values.platforms;
    setField("platforms", checked ? [...current, platform] : current.filter((item) => item !== platform));
  };
  return (
    <form
      aria-label={home ? "Home page quote request form" : "Quote request form"}
      className="relative space-y-5"
      onSubmit={onSubmit}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <PersonFields values={values} errors={errors} setField={setField} />
        <TextField
          label="Website URL"
          name="websiteUrl"
          type="url"
          autoComplete="url"
          placeholder="https://yourbusiness.com"
          maxLength={LIMITS.url}
          value={values.websiteUrl}
          onChange={(event) => setField("websiteUrl", event.target.value)}
          error={errors.websiteUrl}
        />
      </div>
      <SelectField
        label="Monthly Ad Budget"
        name="monthlyBudget"
        required
        placeholder="Select your monthly budget"
        options={budgetSelectOptions}
        value={values.monthlyBudget}
        onChange={(event) => setField("monthlyBudget", event.target.value)}
        error={errors.monthlyBudget}
      />
      <fieldset aria-describedby={errors.platforms ? `${platformsId}-error` : undefined}>
        <legend className="mb-2 text-sm font-semibold text-slate-800">Platforms / Services You Need</legend>
        <div className="grid gap-x-4 gap-y-3 sm:grid-cols-2">
          {platformOptions.map((platform) => (
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
        name="goals"
        required={!home}
        rows={4}
        maxLength={LIMITS.message}
        placeholder="What do you want to achieve? More leads, more sales, a new website..."
        value={values.goals}
        onChange={(event) => setField("goals", event.target.value)}
        error={errors.goals}
      />
      <Honeypot />
      {failure ? <Alert>{failure}</Alert> : null}
      <Button type="submit" variant={home ? "accent" : "primary"} block disabled={sending}>
        {sending ? "Submitting Request..." : "Get My Free Quote"}
      </Button>
    </form>
  );
}
