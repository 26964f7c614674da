class Palette:
    base = ["red", "green"]
    suffix = "-dark"
    upper = [c.upper() for c in base]
    print(upper)
    shades = [c + suffix for c in base]
