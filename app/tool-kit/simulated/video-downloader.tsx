import { useEffect, useId, useState } from "react";
import { useRevealResult } from "#app/tool-kit/ui/reveal-result.ts";
import { Download, Loader2, Lock, MonitorSmartphone, ShieldAlert, Zap } from "lucide-react";
import { Alert } from "#app/ui/alert.tsx";
import { Button } from "#app/ui/button.tsx";
import { FeatureCards, type Feature } from "#app/tool-kit/generators/feature-cards.tsx";
import type { ToolMeta } from "#app/tool-kit/tool-definition.ts";
import { ToolFrame } from "#app/tool-kit/ui/tool-frame.tsx";
import { ToolPanel } from "#app/tool-kit/ui/tool-panel.tsx";
import { useDelayedTask } from "#app/tool-kit/ui/use-delayed-task.ts";
import { DemoNotice } from "./demo-notice.tsx";
import { LinkForm } from "./link-form.tsx";
import {
  DOWNLOAD_STARTED_MESSAGE,
  getDemoVideo,
  PROCESSING_DELAY_MS,
  validateVideoUrl,
  videoFileName,
  type DemoVideoCard,
  type VideoPlatform,
} from "./video-download.ts";
import { downloadUrl } from "#app/lib/download.ts";

export interface VideoDownloaderProps<L> {
  /** The tool's metadata (its meta.ts): each video made ready is recorded as its run. */
  tool: ToolMeta;
  platform: VideoPlatform<L>;
}

/**
 * The whole page of a simulated video downloader (Reels, TikTok, Twitter/X), in the
 * tool frame: URL check with the
 * platform's messages, a 2 s 'processing' state, a demo 'Ready to Download' card and a
 * 'Download Video' button that saves the demo clip and says so in the page.
 */
export function VideoDownloader<L>({ tool, platform }: VideoDownloaderProps<L>) {
  const [started, setStarted] = useState(false);
  const [submittedUrl, setSubmittedUrl] = useState("");
  const task = useDelayedTask<DemoVideoCard>(PROCESSING_DELAY_MS, tool.slug);
  const id = useId();
  const features: Feature[] = [
    { icon: Zap, title: "Paste and go", text: platform.pasteTip },
    {
      icon: MonitorSmartphone,
      title: "Any device",
      text: "Works in the browser on your phone, tablet or computer, with nothing to install.",
    },
    { icon: Lock, title: "No sign-up", text: platform.signUpNote },
  ];

  const info = task.status === "done" ? task.result : null;
  const { ref: resultBox, reveal } = useRevealResult();
  useEffect(() => {
    if (info) reveal();
  }, [info, reveal]);

  return (
    <ToolFrame tool={tool}>
      <div className="space-y-6">
        <ToolPanel title={`Paste ${/^[aeiou]/i.test(platform.name) ? "an" : "a"} ${platform.name} link`}>
          <DemoNotice>{platform.demoNotice}</DemoNotice>
          <LinkForm
            label={platform.urlLabel}
            placeholder={platform.placeholder}
            validate={(input) => validateVideoUrl(platform, input)}
            busy={task.working}
            onValid={(url) => {
              setStarted(false);
              setSubmittedUrl(url);
              task.run(() => getDemoVideo(platform, url));
            }}
            onInvalid={() => {
              setStarted(false);
              task.reset();
            }}
          >
            <Button type="submit" disabled={task.working} className="sm:w-40">
              {task.working ? (
                <>
                  <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin motion-reduce:animate-none" />{" "}
                  Processing...
                </>
              ) : (
                <>
                  <Download aria-hidden="true" className="h-4 w-4" /> Get Video
                </>
              )}
            </Button>
          </LinkForm>

          <p role="status" className="sr-only">
            {task.working ? "Processing video…" : info ? "Video ready to download." : ""}
          </p>

          {task.working ? (
            <div className="mt-5 flex items-center gap-3 rounded-xl border border-brand-100 bg-brand-50 p-4 text-brand-900">
              <Loader2 aria-hidden="true" className="h-5 w-5 shrink-0 animate-spin motion-reduce:animate-none" />
              <span>Processing video… fetching the details of your link.</span>
            </div>
          ) : null}

          <div ref={resultBox} className="scroll-mt-4">
            {info ? (
              <VideoCard
                info={info}
                onDownload={() => {
                  downloadUrl(info.videoUrl, videoFileName(platform, submittedUrl));
                  setStarted(true);
                }}
                started={started}
              />
            ) : null}
          </div>
        </ToolPanel>

        <section
          aria-labelledby={`${id}-notice`}
          className="rounded-2xl border border-amber-200 bg-amber-50 p-5 text-amber-950"
        >
          <h2 id={`${id}-notice`} className="flex items-center gap-2 font-bold">
            <ShieldAlert aria-hidden="true" className="h-5 w-5" /> Important Notice
          </h2>
          <p className="mt-2 text-sm">{platform.copyrightNotice}</p>
        </section>

        <section aria-labelledby={`${id}-features`}>
          <h2 id={`${id}-features`} className="text-lg font-bold text-slate-900">
            Why use this tool
          </h2>
          <FeatureCards features={features} />
        </section>
      </div>
    </ToolFrame>
  );
}

function VideoCard({ info, onDownload, started }: { info: DemoVideoCard; onDownload: () => void; started: boolean }) {
  const headingId = useId();
  const details: { term: string; value: string | undefined }[] = [
    { term: "Author", value: info.author },
    { term: "Duration", value: info.duration },
    { term: "Quality", value: info.quality },
    { term: "Size", value: info.size },
  ];
  return (
    <section aria-labelledby={headingId} className="mt-5 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:p-5">
      <h3 id={headingId} className="text-lg font-bold text-slate-900">
        Ready to Download
      </h3>
      <div className="mt-4 grid gap-5 sm:grid-cols-[minmax(0,16rem)_1fr]">
        <img
          src={info.thumbnail}
          alt="Video thumbnail (demo)"
          width={640}
          height={360}
          className="aspect-video w-full rounded-lg bg-slate-200 object-cover"
        />
        <div className="min-w-0">
          {info.title ? <p className="font-semibold text-slate-900">{info.title}</p> : null}
          {info.text ? (
            <figure className="mt-1">
              <figcaption className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
                Post text
              </figcaption>
              <blockquote className="mt-1 border-l-4 border-brand-200 pl-3 text-slate-800">{info.text}</blockquote>
            </figure>
          ) : null}
          <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
            {details
              .filter((detail) => detail.value !== undefined)
              .map((detail) => (
                <div key={detail.term}>
                  <dt className="text-slate-500">{detail.term}</dt>
                  <dd className="font-semibold text-slate-900 [overflow-wrap:anywhere]">{detail.value}</dd>
                </div>
              ))}
          </dl>
        </div>
      </div>
      <Button onClick={onDownload} className="mt-5" block>
        <Download aria-hidden="true" className="h-4 w-4" /> Download Video
      </Button>
      {started ? (
        <Alert tone="success" className="mt-3">
          {DOWNLOAD_STARTED_MESSAGE}
        </Alert>
      ) : null}
    </section>
  );
}
