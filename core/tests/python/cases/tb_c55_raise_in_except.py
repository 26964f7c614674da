def convert(s):
    try:
        return float(s)
    except ValueError:
        return s.to_number()

print(convert("1.5"))
convert("abc")
