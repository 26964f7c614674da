n = 255
print(f"{n:5d}|{n:<5d}|{n:^5d}|{n:05d}|{n:x}|{n:X}|{n:o}|{n:b}|{n:#x}|{n:,}|{n:+d}")
