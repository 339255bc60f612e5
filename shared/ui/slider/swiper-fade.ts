// Swiper's fade effect in a file of its own, imported on demand: only fading sliders load it.
export { EffectFade } from "swiper/modules";
