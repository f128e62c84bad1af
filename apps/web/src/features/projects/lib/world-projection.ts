/**
 * The Natural Earth 1 projection of the projects map, fitted to the world outline that
 * scripts/world-map.mjs draws into public/maps/world-land.svg (960 × 500). Only project dots are
 * projected in the browser: a few lines instead of d3-geo, topojson and the atlas.
 * world-map.test.mjs checks these constants and the formula against d3-geo.
 */
export const MAP_WIDTH = 960
export const MAP_HEIGHT = 500
export const MAP_SCALE = 177.61251101371795
export const MAP_TRANSLATE: readonly [number, number] = [480, 246.12341387337463]

const RADIANS = Math.PI / 180

/** SVG coordinates of a longitude and latitude in degrees (Šavrič et al.'s polynomial). */
export function projectPoint(lon: number, lat: number): [number, number] {
  const lambda = lon * RADIANS
  const phi = lat * RADIANS
  const phi2 = phi * phi
  const phi4 = phi2 * phi2
  const x =
    lambda *
    (0.8707 - 0.131979 * phi2 + phi4 * (-0.013791 + phi4 * (0.003971 * phi2 - 0.001529 * phi4)))
  const y =
    phi * (1.007226 + phi2 * (0.015085 + phi4 * (-0.044475 + 0.028874 * phi2 - 0.005916 * phi4)))
  return [MAP_TRANSLATE[0] + MAP_SCALE * x, MAP_TRANSLATE[1] - MAP_SCALE * y]
}
