# unicodedata.numeric/digit/decimal of the non-decimal numeric characters (superscripts, fractions, Roman numerals, circled numbers).
import unicodedata as ud
out = []
for cp in list(range(0xA0, 0x100)) + list(range(0x2070, 0x20A0)) + list(range(0x2150, 0x218C)) + list(range(0x2460, 0x2500)) + list(range(0x2776, 0x2794)) + [0x3007] + list(range(0x3021, 0x302A)):
    c = chr(cp)
    out.append((cp, ud.numeric(c, None), ud.digit(c, None), ud.decimal(c, None)))
print(out)
