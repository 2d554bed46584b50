import type { Route } from "./+types/page";
import { useId, useState } from "react";
import { Captions, Download, FileText, Languages } from "lucide-react";
import { ToolFrame } from "#app/tool-kit/ui/tool-frame.tsx";
import { Button } from "#app/ui/button.tsx";
import { CopyButton } from "#app/ui/copy-button.tsx";
import { downloadText } from "#app/lib/download.ts";
import { DemoNotice } from "#app/tool-kit/simulated/demo-notice.tsx";
import { LinkForm } from "#app/tool-kit/simulated/link-form.tsx";
import { FeatureCards } from "#app/tool-kit/generators/feature-cards.tsx";
import { WorkingButton } from "#app/tool-kit/ui/input-and-results.tsx";
import { ProcessingPanel } from "#app/tool-kit/ui/processing-panel.tsx";
import { TipsList, ToolPanel } from "#app/tool-kit/ui/tool-panel.tsx";
import { useDelayedTask } from "#app/tool-kit/ui/use-delayed-task.ts";
import { toolMeta } from "#app/tool-kit/tool-meta.ts";
import {
  DELAY_MS,
  DEMO_NOTICE,
  getDemoTranscript,
  PROCESSING_STEPS,
  transcriptFileName,
  validateTranscriptUrl,
} from "./logic.ts";
import { tool } from "./meta.ts";

export const meta: Route.MetaFunction = () => toolMeta(tool);

const WHY_TRANSCRIPTS = [
  "Accessibility: viewers who are deaf, hard of hearing or watching without sound can follow every word.",
  "Search: text can be indexed, so a transcript on your blog or product page helps people find the video.",
  "Repurposing: turn one video into captions, a blog post, an e-mail or a thread without retyping it.",
  "Review: skim a long video in seconds, quote it accurately and jump to the right moment by its timestamp.",
];

const FEATURES = [
  {
    icon: Captions,
    title: "Timestamped lines",
    text: "Every line starts with its [mm:ss] time, ready for captions and show notes.",
  },
  {
    icon: FileText,
    title: "Copy or download",
    text: "Copy the whole transcript in one click or save it as a plain text file.",
  },
  {
    icon: Languages,
    title: "Easy to reuse",
    text: "Plain text pastes cleanly into captions, documents, subtitles and translations.",
  },
];

/** One transcript line "[mm:ss] text" split for display. */
function splitLine(line: string): { time: string; text: string } {
  const match = /^\[(\d{2,}:\d{2})\]\s?(.*)$/.exec(line);
  return match ? { time: match[1] ?? "", text: match[2] ?? "" } : { time: "", text: line };
}

export default function TiktokTranscriptGeneratorPage() {
  const [submittedUrl, setSubmittedUrl] = useState("");
  const task = useDelayedTask<string>(DELAY_MS, tool.slug);
  const id = useId();

  const transcript = task.status === "done" ? task.result : null;

  return (
    <ToolFrame tool={tool}>
      <div className="space-y-6">
        <ToolPanel title="Paste a TikTok link">
          <DemoNotice>{DEMO_NOTICE}</DemoNotice>
          <LinkForm
            label="TikTok video URL"
            placeholder="https://www.tiktok.com/@user/video/..."
            validate={validateTranscriptUrl}
            busy={task.working}
            onValid={(url) => {
              setSubmittedUrl(url);
              task.run(getDemoTranscript);
            }}
            onInvalid={task.reset}
          >
            <WorkingButton type="submit" busy={task.working} label="Generate" className="sm:w-44" />
          </LinkForm>

          <p role="status" className="sr-only">
            {task.working ? "Processing video…" : transcript ? "Transcript ready." : ""}
          </p>

          {task.working ? (
            <ProcessingPanel title="Processing Video" steps={PROCESSING_STEPS} durationMs={DELAY_MS} />
          ) : null}

          {transcript ? (
            <section
              aria-labelledby={`${id}-result`}
              className="mt-5 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:p-5"
            >
              <div className="flex flex-wrap items-center justify-between gap-3">
                <h3 id={`${id}-result`} className="text-lg font-bold text-slate-900">
                  Transcript
                </h3>
                <div className="flex gap-2">
                  <CopyButton text={transcript} label="Copy transcript" />
                  <Button
                    variant="secondary"
                    onClick={() => downloadText(transcript, transcriptFileName(submittedUrl))}
                    className="px-3"
                  >
                    <Download aria-hidden="true" className="h-4 w-4" /> Download
                  </Button>
                </div>
              </div>
              <ol className="mt-4 space-y-2 rounded-lg border border-slate-200 bg-white p-4 text-slate-800">
                {transcript.split("\n").map((line) => {
                  const { time, text } = splitLine(line);
                  return (
                    <li key={line} className="flex gap-3">
                      <span className="shrink-0 font-mono text-sm leading-6 font-semibold text-brand-700">
                        [{time}]
                      </span>{" "}
                      <span className="leading-6">{text}</span>
                    </li>
                  );
                })}
              </ol>
            </section>
          ) : null}
        </ToolPanel>

        <TipsList title="Why Use TikTok Transcripts?" tips={WHY_TRANSCRIPTS} />

        <section aria-labelledby={`${id}-features`}>
          <h2 id={`${id}-features`} className="text-lg font-bold text-slate-900">
            What you get
          </h2>
          <FeatureCards features={FEATURES} />
        </section>
      </div>
    </ToolFrame>
  );
}
