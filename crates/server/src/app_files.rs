//! The app's own files for the quote's pictures: read from the folder the built front end is served from
//! (`STATIC_DIR`), never from anywhere else.

use std::io::ErrorKind;
use std::path::PathBuf;

use domain::RepoError;
use domain::catalogue::images::MAX_IMAGE_BYTES;
use domain::quotes::AppFiles;

/// The folder of the built app; none when the server serves no app (then no file is found).
pub struct AppFolder {
    root: Option<PathBuf>,
}

impl AppFolder {
    pub fn new(root: Option<PathBuf>) -> Self {
        Self { root }
    }
}

impl AppFiles for AppFolder {
    fn load(&self, path: &str) -> Result<Option<Vec<u8>>, RepoError> {
        let Some(root) = &self.root else { return Ok(None) };
        let relative = path.trim_start_matches('/');
        if relative.split('/').any(|segment| segment.is_empty() || segment == "." || segment == "..") {
            return Ok(None);
        }
        // Resolved, links included, it must still be a file inside the folder.
        let (Ok(root), Ok(file)) = (root.canonicalize(), root.join(relative).canonicalize()) else {
            return Ok(None);
        };
        let fits = std::fs::metadata(&file).is_ok_and(|meta| meta.is_file() && meta.len() <= MAX_IMAGE_BYTES as u64);
        if !file.starts_with(&root) || !fits {
            return Ok(None);
        }
        match std::fs::read(&file) {
            Ok(bytes) => Ok(Some(bytes)),
            Err(err) if err.kind() == ErrorKind::NotFound => Ok(None),
            Err(err) => Err(RepoError::Other(format!("app folder: read: {err}"))),
        }
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn only_files_inside_the_folder_are_read() {
        let base = std::env::temp_dir().join(format!("app-files-{}", std::process::id()));
        let dist = base.join("dist");
        std::fs::create_dir_all(dist.join("catalogue")).unwrap();
        std::fs::write(dist.join("catalogue/divano.svg"), "<svg/>").unwrap();
        std::fs::write(base.join("secret.txt"), "secret").unwrap();
        std::os::unix::fs::symlink(base.join("secret.txt"), dist.join("catalogue/link.svg")).unwrap();
        let folder = AppFolder::new(Some(dist));

        assert_eq!(folder.load("/catalogue/divano.svg").unwrap(), Some(b"<svg/>".to_vec()));
        for outside in
            ["/../secret.txt", "/catalogue/../../secret.txt", "/catalogue/link.svg", "/catalogue", "/none.svg"]
        {
            assert_eq!(folder.load(outside).unwrap(), None, "{outside}");
        }
        assert_eq!(AppFolder::new(None).load("/catalogue/divano.svg").unwrap(), None);
        std::fs::remove_dir_all(base).unwrap();
    }
}
