s = """line1
line2"""
print(s, len(s), "a\tb", r"raw\n", "uni\u00e9")
