square = (lambda x:
          x * x + undefined)
square(2)
