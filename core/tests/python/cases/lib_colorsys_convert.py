import colorsys

colors = [(0.0, 0.0, 0.0), (1.0, 1.0, 1.0), (1.0, 0.0, 0.0), (0.0, 1.0, 0.0), (0.0, 0.0, 1.0),
          (0.2, 0.4, 0.4), (0.5, 0.5, 0.5), (0.9, 0.1, 0.3), (0.25, 0.75, 0.6), (1 / 3, 2 / 3, 0.1),
          (0.1, 0.2, 0.3), (0.6, 0.6, 0.2), (0.3, 0.0, 0.3), (1, 0, 1)]
for c in colors:
    yiq = colorsys.rgb_to_yiq(*c)
    hls = colorsys.rgb_to_hls(*c)
    hsv = colorsys.rgb_to_hsv(*c)
    print(c)
    print("  yiq", yiq, colorsys.yiq_to_rgb(*yiq))
    print("  hls", hls, colorsys.hls_to_rgb(*hls))
    print("  hsv", hsv, colorsys.hsv_to_rgb(*hsv))
for h in [0.0, 1 / 6, 0.2, 1 / 3, 0.5, 0.6, 2 / 3, 0.8, 5 / 6, 0.95, 1.0, 1.5, -0.25]:
    print(h, colorsys.hsv_to_rgb(h, 0.5, 0.8), colorsys.hls_to_rgb(h, 0.3, 0.9),
          colorsys.hls_to_rgb(h, 0.7, 0.4))
print(colorsys.yiq_to_rgb(1.0, 1.0, 1.0), colorsys.yiq_to_rgb(0.0, -1.0, 0.5))
print(colorsys.hsv_to_rgb(0.3, 0.0, 0.4), colorsys.hls_to_rgb(0.3, 0.4, 0.0))
print(colorsys.rgb_to_hsv(2, 1, 0), colorsys.rgb_to_hls(0.9, 0.8, 0.7))
print(colorsys.ONE_THIRD, colorsys.ONE_SIXTH, colorsys.TWO_THIRD, colorsys.__all__)
try:
    colorsys.rgb_to_hsv(-1.0, -2.0, 0.0)
except ZeroDivisionError as e:
    print("ZeroDivisionError", e)
