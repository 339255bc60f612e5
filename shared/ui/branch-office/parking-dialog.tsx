// A modal <dialog> gives Escape-to-close and an inert page; focus returns to the button on close.
import { useRef, useState } from "react";
import { useScrollLock } from "../lightbox/use-scroll-lock.js";
import { ResponsiveImage } from "../media/responsive-image.js";
import { PARKING_MAP_IMAGE } from "../../lib/image-kinds.js";

export function ParkingDialog({ image, alt }: { image: string; alt: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  useScrollLock(open);
  const close = () => dialog.current?.close();
  return (
    <>
      <button
        type="button"
        ref={opener}
        className="branch-office__button"
        aria-haspopup="dialog"
        onClick={() => {
          dialog.current?.showModal();
          setOpen(true);
        }}
      >
        停車資訊
      </button>
      {/* The backdrop click is a pointer shortcut; keyboard users have Escape and the close button. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
      <dialog
        ref={dialog}
        className="parking-dialog"
        aria-labelledby="parking-dialog-title"
        onClose={() => {
          setOpen(false);
          opener.current?.focus();
        }}
        onClick={(event) => {
          // The panel fills the dialog, so a click on the dialog element itself is on the backdrop.
          if (event.target === event.currentTarget) close();
        }}
      >
        <div className="parking-dialog__panel">
          <h2 id="parking-dialog-title" className="parking-dialog__title">
            停車資訊
          </h2>
          {/* Lazy: the picture inside a closed dialog is not fetched until the dialog first opens. */}
          <ResponsiveImage {...PARKING_MAP_IMAGE} className="parking-dialog__image" src={image} alt={alt} />
          <button type="button" className="parking-dialog__close" lang="en" onClick={close}>
            Close
          </button>
        </div>
      </dialog>
    </>
  );
}
