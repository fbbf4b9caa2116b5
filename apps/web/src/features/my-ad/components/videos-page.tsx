import { usePageMeta } from "@/lib/use-page-meta";
import { MemberPageHeader } from "./fields";
import { VideoSlots } from "./video-slots";

/** /dashboard/videos: three video slots. */
export function VideosPage() {
  usePageMeta("My Videos");
  return (
    <div className="mx-auto max-w-4xl px-4 py-6 sm:py-10">
      <MemberPageHeader
        title="My Videos"
        subtitle="Up to 3 videos; MP4, MOV or AVI; 50 MB each. Every video is reviewed before it goes live."
      />
      <div className="mt-6">
        <VideoSlots />
      </div>
      <p className="mt-4 text-sm text-stone-600">
        An approved video makes yours a video ad. Contact details are always masked on video ads.
      </p>
    </div>
  );
}
