print(format(3.14159, ".3f"), format(42, "08b"), format("x", ">3"), format(1234567, ","))
