items = [1]
s = (f"first {items[0]}, "
     f"second {items[1]}")
