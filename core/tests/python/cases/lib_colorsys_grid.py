# A sweep over a grid of colours: every conversion's exact floats, and the round trips.
import colorsys

steps = [i / 5 for i in range(6)]
for r in steps:
    for g in steps[::2]:
        for b in steps[1::2]:
            hsv = colorsys.rgb_to_hsv(r, g, b)
            hls = colorsys.rgb_to_hls(r, g, b)
            yiq = colorsys.rgb_to_yiq(r, g, b)
            print((r, g, b), hsv, hls, yiq)
            back = colorsys.hsv_to_rgb(*hsv), colorsys.hls_to_rgb(*hls), colorsys.yiq_to_rgb(*yiq)
            print("   ", back, [max(abs(x - y) for x, y in zip(t, (r, g, b))) < 1e-9 for t in back])
print(colorsys.rgb_to_hsv(255, 128, 0), colorsys.hsv_to_rgb(0.5, 1, 255), colorsys.rgb_to_hls(10, 20, 30))
print(colorsys.hsv_to_rgb(6.5, 0.5, 0.5), colorsys.hsv_to_rgb(-0.1, 0.5, 0.5))
