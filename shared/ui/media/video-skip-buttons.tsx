// Ordinary buttons in a group named after the video; they need scripts, so their row is reserved first.
import type { RefObject } from "react";
import { skipTarget, VIDEO_SKIP_SECONDS } from "../../lib/video-skip.js";
import { useScripted } from "../atm/use-scripted.js";
import "./video-player.css";

export function VideoSkipButtons({ videoRef, name }: { videoRef: RefObject<HTMLVideoElement | null>; name: string }) {
  const scripted = useScripted();
  const skip = (seconds: number) => {
    const video = videoRef.current;
    if (video) video.currentTime = skipTarget(video.currentTime, seconds, video.duration);
  };
  // Without scripts the row stays empty and unnamed: nothing to announce where nothing works.
  if (!scripted) return <div className="video-skip" />;
  return (
    <div className="video-skip" role="group" aria-label={name ? `${name}播放位置` : "影片播放位置"}>
      <button type="button" className="video-skip__button" onClick={() => skip(-VIDEO_SKIP_SECONDS)}>
        {`倒退 ${VIDEO_SKIP_SECONDS} 秒`}
      </button>
      <button type="button" className="video-skip__button" onClick={() => skip(VIDEO_SKIP_SECONDS)}>
        {`快轉 ${VIDEO_SKIP_SECONDS} 秒`}
      </button>
    </div>
  );
}
