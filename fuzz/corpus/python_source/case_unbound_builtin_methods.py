print(str.lower("ABC"), sorted(["b", "A"], key=str.lower), list(map(str.strip, [" a "])))
print(str.upper("x"), list.copy([1]), dict.get({"a": 1}, "a"), int.bit_length(255))
list.append(5, 1)
