"""colorsys: conversions between RGB and the YIQ, HLS and HSV colour systems, coordinates in
[0, 1] (the results equal CPython 3.11's to the last bit: the same constants and the same
order of float operations).
"""

__all__ = ["rgb_to_yiq", "yiq_to_rgb", "rgb_to_hls", "hls_to_rgb", "rgb_to_hsv", "hsv_to_rgb"]

ONE_THIRD = 1.0 / 3.0
ONE_SIXTH = 1.0 / 6.0
TWO_THIRD = 2.0 / 3.0


def _clamp(x):
    return 0.0 if x < 0.0 else (1.0 if x > 1.0 else x)


def rgb_to_yiq(r, g, b):
    """(y, i, q) of an RGB colour (the NTSC coefficients)."""
    y = 0.30 * r + 0.59 * g + 0.11 * b
    dr, db = r - y, b - y
    return (y, 0.74 * dr - 0.27 * db, 0.48 * dr + 0.41 * db)


def yiq_to_rgb(y, i, q):
    """(r, g, b) of a YIQ colour, each clamped to [0, 1]."""
    r = y + 0.9468822170900693 * i + 0.6235565819861433 * q
    g = y - 0.27478764629897834 * i - 0.6356910791873801 * q
    b = y - 1.1085450346420322 * i + 1.7090069284064666 * q
    return (_clamp(r), _clamp(g), _clamp(b))


def _hue(r, g, b, hi, spread):
    """The hue in [0, 1) of a colour whose largest component is `hi` and whose largest less
    smallest is `spread` (not 0)."""
    rc = (hi - r) / spread
    gc = (hi - g) / spread
    bc = (hi - b) / spread
    if r == hi:
        sector = bc - gc
    elif g == hi:
        sector = 2.0 + rc - bc
    else:
        sector = 4.0 + gc - rc
    return (sector / 6.0) % 1.0


def rgb_to_hls(r, g, b):
    """(h, l, s) of an RGB colour."""
    hi = max(r, g, b)
    lo = min(r, g, b)
    total = hi + lo
    spread = hi - lo
    light = total / 2.0
    if lo == hi:
        return (0.0, light, 0.0)
    if light <= 0.5:
        sat = spread / total
    else:
        sat = spread / (2.0 - hi - lo)
    return (_hue(r, g, b, hi, spread), light, sat)


def _channel(m1, m2, hue):
    hue = hue % 1.0
    if hue < ONE_SIXTH:
        return m1 + (m2 - m1) * hue * 6.0
    if hue < 0.5:
        return m2
    if hue < TWO_THIRD:
        return m1 + (m2 - m1) * (TWO_THIRD - hue) * 6.0
    return m1


def hls_to_rgb(h, l, s):
    """(r, g, b) of an HLS colour."""
    if s == 0.0:
        return (l, l, l)
    m2 = l * (1.0 + s) if l <= 0.5 else l + s - (l * s)
    m1 = 2.0 * l - m2
    return (_channel(m1, m2, h + ONE_THIRD), _channel(m1, m2, h), _channel(m1, m2, h - ONE_THIRD))


def rgb_to_hsv(r, g, b):
    """(h, s, v) of an RGB colour."""
    hi = max(r, g, b)
    lo = min(r, g, b)
    if lo == hi:
        return (0.0, 0.0, hi)
    spread = hi - lo
    return (_hue(r, g, b, hi, spread), spread / hi, hi)


def hsv_to_rgb(h, s, v):
    """(r, g, b) of an HSV colour."""
    if s == 0.0:
        return (v, v, v)
    sector = int(h * 6.0)
    f = (h * 6.0) - sector
    p = v * (1.0 - s)
    q = v * (1.0 - s * f)
    t = v * (1.0 - s * (1.0 - f))
    return ((v, t, p), (q, v, p), (p, v, t), (p, q, v), (t, p, v), (v, p, q))[sector % 6]
