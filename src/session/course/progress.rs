//! A trainee's standing in a course, from the logs.
