# Escapes next to the surrogate range are ordinary characters; an escaped backslash is no escape.
print(len("\ud7ff"), hex(ord("\ud7ff")), hex(ord("\ue000")))
print(len("\\ud800"), "\\ud800", len(r"\ud800"), r"\udfff")
print("\ufffd" == chr(0xFFFD), len(f"{1}\\udc00"))
