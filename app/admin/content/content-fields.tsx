import type { ChangeEvent } from "react";
import { blogCategories, caseStudyIndustries, caseStudyServices } from "#contracts/content/taxonomies.ts";
import { SelectField, TextArea, TextField } from "#app/ui/field.tsx";
import { type ArticleForm, type CaseStudyForm, type FieldErrors, fieldId } from "./content-form.ts";
import { CoverImageField } from "./content-image-field.tsx";
import { MarkdownBodyField } from "./content-markdown-field.tsx";

// The editor's fields, one per field of the contract's input schemas, each labelled and
// each showing its own message. A field's id is "content-" + its path, so the editor can
// move focus to the first wrong one.

type ChangeHandler = (path: string, value: string) => void;

/** The props every text control of a path shares. */
function fieldProps(path: string, value: string, errors: FieldErrors, onChange: ChangeHandler) {
  return {
    id: fieldId(path),
    name: path,
    value,
    error: errors[path],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      onChange(path, event.target.value),
  };
}

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/** A group's own message (a server naming only "results", say) under its legend. */
function GroupError({ errors, path }: { errors: FieldErrors; path: string }) {
  const message = errors[path];
  return message ? (
    <p id={fieldId(path)} tabIndex={-1} className="text-sm font-medium text-red-700">
      {message}
    </p>
  ) : null;
}

interface SlugProps {
  slug: string;
  errors: FieldErrors;
  onSlug: (value: string) => void;
}

function SlugField({ slug, errors, onSlug }: SlugProps) {
  return (
    <TextField
      id={fieldId("slug")}
      name="slug"
      label="URL name"
      hint="Lowercase letters and digits joined by hyphens; suggested from the title until you change it."
      required
      value={slug}
      error={errors.slug}
      onChange={(event) => onSlug(event.target.value)}
      autoCapitalize="none"
      spellCheck={false}
    />
  );
}

interface FieldsProps<F> {
  form: F;
  errors: FieldErrors;
  onChange: ChangeHandler;
  onSlug: (value: string) => void;
  onSignedOut: (error: unknown) => boolean;
}

export function ArticleFields({ form, errors, onChange, onSlug, onSignedOut }: FieldsProps<ArticleForm>) {
  const bind = (path: keyof ArticleForm) => fieldProps(path, String(form[path]), errors, onChange);
  return (
    <>
      <TextField label="Title" required maxLength={160} {...bind("title")} />
      <SlugField slug={form.slug} errors={errors} onSlug={onSlug} />
      <TextArea
        label="Excerpt"
        hint="Shown on the blog list and as the page's description."
        required
        rows={3}
        {...bind("excerpt")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Category"
          required
          options={options(blogCategories)}
          placeholder="Choose a category"
          {...bind("category")}
        />
        <TextField label="Date" type="date" required {...bind("date")} />
        <TextField label="Author" required autoComplete="name" {...bind("author")} />
        <TextField label="Author role" required {...bind("authorRole")} />
      </div>
      <CoverImageField image={form.image} errors={errors} onChange={onChange} onSignedOut={onSignedOut} />
      <MarkdownBodyField
        value={form.body}
        error={errors.body}
        onChange={(value) => onChange("body", value)}
        onSignedOut={onSignedOut}
      />
    </>
  );
}

const RESULT_LABELS = {
  roas: "ROAS",
  conversions: "Conversions",
  reach: "Reach",
  cpc: "Cost per click",
  engagement: "Engagement",
  revenue: "Revenue",
} as const satisfies Record<keyof CaseStudyForm["results"], string>;

const legend = "text-base font-bold text-slate-900";
const fieldset = "space-y-4 rounded-xl border border-slate-200 p-4";

export function CaseStudyFields({ form, errors, onChange, onSlug, onSignedOut }: FieldsProps<CaseStudyForm>) {
  const bind = (path: string, value: string) => fieldProps(path, value, errors, onChange);
  return (
    <>
      <TextField label="Title" required maxLength={160} {...bind("title", form.title)} />
      <SlugField slug={form.slug} errors={errors} onSlug={onSlug} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Client" required {...bind("client", form.client)} />
        <SelectField
          label="Industry"
          required
          options={options(caseStudyIndustries)}
          placeholder="Choose an industry"
          {...bind("industry", form.industry)}
        />
        <SelectField
          label="Service"
          required
          options={options(caseStudyServices)}
          placeholder="Choose a service"
          {...bind("service", form.service)}
        />
        <TextField label="Headline metric" hint="For example 4.8x ROAS." required {...bind("metric", form.metric)} />
        <TextField
          label="Timeframe"
          hint="For example 6 weeks or 3 months."
          required
          {...bind("timeframe", form.timeframe)}
        />
        <TextField
          label="Duration"
          hint="For example 6 months (ongoing retainer)."
          required
          {...bind("duration", form.duration)}
        />
      </div>
      <TextArea
        label="Card text"
        hint="The short description on the case study's card."
        required
        rows={3}
        {...bind("description", form.description)}
      />
      <CoverImageField image={form.image} errors={errors} onChange={onChange} onSignedOut={onSignedOut} />
      <TextArea label="Overview" required rows={5} {...bind("overview", form.overview)} />
      <TextArea label="Challenge" required rows={5} {...bind("challenge", form.challenge)} />
      <fieldset className={fieldset}>
        <legend className={legend}>Strategy (five steps)</legend>
        <GroupError errors={errors} path="strategy" />
        {form.strategy.map((step, index) => (
          <TextArea key={index} label={`Step ${index + 1}`} required rows={3} {...bind(`strategy.${index}`, step)} />
        ))}
      </fieldset>
      <fieldset className={fieldset}>
        <legend className={legend}>Results (six figures)</legend>
        <GroupError errors={errors} path="results" />
        {(Object.keys(RESULT_LABELS) as (keyof typeof RESULT_LABELS)[]).map((key) => (
          <div key={key} className="grid gap-3 sm:grid-cols-[12rem_1fr]">
            <TextField
              label={`${RESULT_LABELS[key]}: figure`}
              required
              {...bind(`results.${key}.value`, form.results[key].value)}
            />
            <TextField
              label={`${RESULT_LABELS[key]}: what it means`}
              required
              {...bind(`results.${key}.description`, form.results[key].description)}
            />
          </div>
        ))}
      </fieldset>
      <fieldset className={fieldset}>
        <legend className={legend}>Card figures (three)</legend>
        <GroupError errors={errors} path="cardResults" />
        {form.cardResults.map((card, index) => (
          <div key={index} className="grid gap-3 sm:grid-cols-2">
            <TextField
              label={`Card figure ${index + 1}`}
              required
              {...bind(`cardResults.${index}.value`, card.value)}
            />
            <TextField
              label={`Card figure ${index + 1}: label`}
              required
              {...bind(`cardResults.${index}.label`, card.label)}
            />
          </div>
        ))}
      </fieldset>
      <fieldset className={fieldset}>
        <legend className={legend}>Testimonial</legend>
        <GroupError errors={errors} path="testimonial" />
        <TextArea label="Quote" required rows={4} {...bind("testimonial.text", form.testimonial.text)} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Who said it" required {...bind("testimonial.author", form.testimonial.author)} />
          <TextField label="Their position" required {...bind("testimonial.position", form.testimonial.position)} />
        </div>
      </fieldset>
    </>
  );
}
