def save(path, *, mode, encoding="utf8"):
    return path, mode, encoding
print(save("f", mode="w"))
save("g")
