parts = []
for i in range(5):
    parts.append(f"{i}:{i*i}")
print(", ".join(parts))
