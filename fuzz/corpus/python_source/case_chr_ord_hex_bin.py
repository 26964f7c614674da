print(hex(255), hex(-1), bin(5), chr(65), ord("a"))
