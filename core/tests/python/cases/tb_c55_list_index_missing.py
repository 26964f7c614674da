colors = ["red", "green"]
print(colors.index("green"))
pos = colors.index("blue")
